import type { Language } from '@adcontrol/domain/shared/enums';
import type { ReportFormat } from '@adcontrol/domain/statistics/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../lib/day-range';
import { useReportDownload } from '../api/download-report';

const FORMATS: readonly ReportFormat[] = ['xlsx', 'pdf'];

/**
 * The report of the chosen days as a file, in the interface's language and direction; a failure says SPEC 8's
 * words where the buttons are.
 */
export function ReportDownload({ campaignId, range }: { campaignId: number; range: DayRange }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const dir = useTheme().direction;
  const download = useReportDownload();
  const busy = download.isPending ? download.variables.format : null;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            disabled={download.isPending}
            startIcon={busy === format ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
            onClick={() => download.mutate({ id: campaignId, format, range, lang, dir })}
          >
            {t(`campaignDetail.download.${format}`)}
          </Button>
        ))}
      </Box>
      {download.isError && (
        <Alert severity="error" onClose={() => download.reset()}>
          {t('messages.campaigns.reportFailed')}
        </Alert>
      )}
    </Box>
  );
}
