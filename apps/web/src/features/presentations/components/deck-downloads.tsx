import type { PresentationJob } from '@adcontrol/domain/presentations/contracts';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useDeckDownload } from '../api/download-presentation';

/** The ready deck's two files, each a button that downloads it. */
export function DeckDownloads({ job, size = 'medium' }: { job: PresentationJob; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const download = useDeckDownload();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {job.files.map((format) => (
        <Button
          key={format}
          size={size}
          variant={format === 'pptx' ? 'contained' : 'outlined'}
          startIcon={<Download />}
          loading={
            download.isPending && download.variables?.format === format && download.variables.id === job.id
          }
          aria-label={t(`presentation.download.${format}Of`, { title: job.title })}
          onClick={() =>
            download.mutate(
              { id: job.id, format },
              { onError: (error) => enqueueSnackbar(errorText(error, t), { variant: 'error' }) },
            )
          }
        >
          {t(`presentation.download.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}
