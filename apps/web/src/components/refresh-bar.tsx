import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** A thin bar over a list while it is read again; its room is kept, so the rows do not jump. */
export function RefreshBar({ isShown }: { isShown: boolean }) {
  return <Box sx={{ height: 4 }}>{isShown && <LinearProgress aria-hidden />}</Box>;
}
