import type { ExpenseReportQuery } from '@adcontrol/domain/expenses/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useExpensesDownload } from '../api/download-expenses';

/** The report as a workbook; while it comes, a bar says how much has arrived (or that it is on its way). */
export function DownloadButton({ query }: { query: ExpenseReportQuery }) {
  const { t } = useTranslation();
  const download = useExpensesDownload();
  const { progress } = download;
  const percent = progress?.total ? Math.round((progress.received / progress.total) * 100) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'stretch', minWidth: 200 }}>
      <Button
        variant="contained"
        disabled={download.isPending}
        startIcon={
          download.isPending ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />
        }
        onClick={() => download.mutate(query)}
      >
        {t(download.isPending ? 'expenses.download.busy' : 'expenses.download.label')}
      </Button>
      {download.isPending && (
        <LinearProgress
          aria-label={t('expenses.download.progress')}
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
        />
      )}
      {download.isError && (
        <Alert severity="error" onClose={() => download.reset()}>
          {t('expenses.download.failed')}
        </Alert>
      )}
    </Box>
  );
}
