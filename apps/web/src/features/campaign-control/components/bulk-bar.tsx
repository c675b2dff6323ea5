import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  count: number;
  canChange: boolean;
  isPending: boolean;
  onPause: () => void;
  onActivate: () => void;
  onExport: (format: 'csv' | 'xlsx') => void;
  onClear: () => void;
}

/** What can be done to the selected rows at once: pause, activate, export. */
export function BulkBar({
  count,
  canChange,
  isPending,
  onPause,
  onActivate,
  onExport,
  onClear,
}: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('control.bulk.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography sx={{ flex: '1 1 auto', fontWeight: 500 }} aria-live="polite">
        {t('control.bulk.selected', { count })}
      </Typography>
      {canChange && (
        <>
          <Button size="small" startIcon={<PauseOutlined />} onClick={onPause} disabled={isPending}>
            {t('control.bulk.pause')}
          </Button>
          <Button size="small" startIcon={<PlayArrowOutlined />} onClick={onActivate} disabled={isPending}>
            {t('control.bulk.activate')}
          </Button>
        </>
      )}
      <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => onExport('csv')}>
        {t('control.bulk.exportCsv')}
      </Button>
      <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => onExport('xlsx')}>
        {t('control.bulk.exportXlsx')}
      </Button>
      <Button size="small" onClick={onClear}>
        {t('control.bulk.clear')}
      </Button>
    </Box>
  );
}
