import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/notifications';
import { useProofDownload } from '../api/download-proof';

/** Downloads a payment's proof with the session's token; a failure says so without leaving the page. */
export function ProofButton({ paymentId, name }: { paymentId: number; name: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const download = useProofDownload();
  return (
    <Button
      size="small"
      startIcon={<DownloadOutlined />}
      loading={download.isPending && download.variables?.id === paymentId}
      aria-label={t('payments.actions.downloadProofOf', { name })}
      onClick={() =>
        download.mutate(
          { id: paymentId, name },
          { onError: () => enqueueSnackbar(t('payments.actions.downloadFailed'), { variant: 'error' }) },
        )
      }
    >
      {t('payments.actions.downloadProof')}
    </Button>
  );
}
