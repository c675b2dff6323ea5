import type { PresentationJob } from '@adcontrol/domain/presentations/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DeckDownloads } from './deck-downloads';

/** The deck being made: its bar follows the job; once done, its files; if it failed, why. */
export function DeckProgress({ job }: { job: PresentationJob }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {job.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress
          variant="determinate"
          value={job.progress}
          color={job.status === 'failed' ? 'error' : job.status === 'done' ? 'success' : 'primary'}
          aria-label={t('presentation.progress.label')}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
        />
        <Typography
          variant="body2"
          sx={{ minWidth: 48, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
        >
          {t('presentation.progress.percent', { value: job.progress })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t(`presentation.steps.${job.step}`)}
      </Typography>
      {job.status === 'done' ? <DeckDownloads job={job} /> : null}
      {job.status === 'failed' ? (
        <Alert severity="error">{job.error ?? t('presentation.steps.failed')}</Alert>
      ) : null}
    </Box>
  );
}
