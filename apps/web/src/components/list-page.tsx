import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListPageHeaderProps {
  title: string;
  /** The count once the list is there, otherwise what the list holds; read out when it changes. */
  summary: string;
  /** The page's actions (create...), at the end of the line, below the title on a phone. */
  children?: ReactNode;
}

/** A list page's heading: its title, how many there are, and what can be done. */
export function ListPageHeader({ title, summary, children }: ListPageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 2,
        mb: 3,
        px: { xs: 0.5, sm: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {/* bdi: in a right-to-left layout a count stays "142 accounts", not "accounts 142". */}
        <Typography color="text.secondary" aria-live="polite">
          <bdi>{summary}</bdi>
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** A list that could not be read, inside its card: why, and a button to read it again. */
export function ListError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
