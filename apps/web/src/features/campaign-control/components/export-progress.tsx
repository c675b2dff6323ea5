import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExportProgress as Progress } from '../hooks/use-export';

/** How far an export got, with a cancel; an export of rows at hand finishes before this is seen. */
export function ExportProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const { t } = useTranslation();
  const value = progress.total ? (100 * progress.done) / progress.total : undefined;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5 }}>
      <Box sx={{ flex: 1, display: 'grid', gap: 0.5 }}>
        <Typography variant="body2">
          {progress.total === null
            ? t('control.export.starting')
            : t('control.export.progress', { done: progress.done, total: progress.total })}
        </Typography>
        <LinearProgress
          variant={value === undefined ? 'indeterminate' : 'determinate'}
          value={value}
          aria-label={t('control.export.progressLabel')}
        />
      </Box>
      <Button onClick={onCancel}>{t('control.export.cancel')}</Button>
    </Box>
  );
}
