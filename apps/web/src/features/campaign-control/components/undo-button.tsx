import Button from '@mui/material/Button';

/** The button a notification offers to take a change back. */
export function UndoButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button color="inherit" size="small" onClick={onClick} sx={{ fontWeight: 700 }}>
      {label}
    </Button>
  );
}
