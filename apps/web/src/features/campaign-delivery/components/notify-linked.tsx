import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { CappingSource } from '@adcontrol/domain/shared/enums';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useNotifyLinked } from '../api/notify-linked';
import { DeliveryDialog } from './delivery-dialog';

interface NotifyLinkedProps {
  campaign: Campaign;
  source: CappingSource;
  /** Changes the servers have not confirmed yet, from the link's answer. */
  pending: number;
  onClose: () => void;
}

/** After a link: what reached the servers, and an offer to tell the campaign's seller and advertiser. */
export function NotifyLinked({ campaign, source, pending, onClose }: NotifyLinkedProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const notify = useNotifyLinked(campaign.id);
  const people = [campaign.sellerName, campaign.advertiserName].filter(Boolean).join(', ');
  return (
    <DeliveryDialog
      open
      title={t('delivery.notify.title')}
      subtitle={campaign.name}
      submitLabel={t('delivery.notify.submit')}
      cancelLabel={t('delivery.notify.skip')}
      isPending={notify.isPending}
      error={notify.isError ? apiErrorText(t, notify.error) : null}
      onSubmit={(event) => {
        event.preventDefault();
        notify.mutate(source, {
          onSuccess: () => {
            enqueueSnackbar(t('delivery.notify.sent'), { variant: 'success' });
            onClose();
          },
        });
      }}
      onClose={onClose}
    >
      <Alert severity="success">
        {t(`delivery.notify.linkedTo.${source}`)}{' '}
        {pending > 0 && t('delivery.notify.pending', { count: pending })}
      </Alert>
      <Typography>
        {people ? t('delivery.notify.ask', { people }) : t('delivery.notify.askNobody')}
      </Typography>
    </DeliveryDialog>
  );
}
