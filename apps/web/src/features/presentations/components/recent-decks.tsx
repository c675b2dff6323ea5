import type { PresentationJob } from '@adcontrol/domain/presentations/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { DeckDownloads } from './deck-downloads';

const STATUS_COLORS = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** The latest decks of every admin, newest first, each with its files once ready. */
export function RecentDecks({ jobs }: { jobs: PresentationJob[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (jobs.length === 0)
    return <Typography color="text.secondary">{t('presentation.recent.none')}</Typography>;
  return (
    <List aria-label={t('presentation.recent.title')} disablePadding>
      {jobs.map((job) => (
        <ListItem
          key={job.id}
          divider
          disableGutters
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5 }}
        >
          <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{job.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('presentation.recent.detail', {
                from: format.day(job.from),
                to: format.day(job.to),
                campaigns: t('presentation.recent.campaigns', { count: job.campaignIds.length }),
                language: t(`presentation.languages.${job.language}`),
              })}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={STATUS_COLORS[job.status]}
            label={
              job.status === 'running'
                ? t('presentation.recent.running', { value: job.progress })
                : t(`presentation.status.${job.status}`)
            }
          />
          {job.status === 'done' ? <DeckDownloads job={job} size="small" /> : null}
        </ListItem>
      ))}
    </List>
  );
}
