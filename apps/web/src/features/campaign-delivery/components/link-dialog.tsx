import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { LinkResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import {
  CAPPING_SOURCES,
  type CappingSource,
  SOURCES,
  type Source,
} from '@adcontrol/domain/shared/enum-values';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-store';
import { useLinkCampaign } from '../api/link-campaign';
import { useLinkServer } from '../api/link-server';
import { notifyLinked } from '../api/notify-linked';
import { useUnlinkServer } from '../api/unlink-server';
import { initialChoice, isRuled } from '../hooks/link-preview';
import { DeliveryDialog } from './delivery-dialog';
import { ChoiceField } from './form-fields';
import { LinkCreatives } from './link-creatives';

/** SPEC 2's link/unlink campaign modal: link to sinew, newton or both, or unlink from one. */
export function LinkDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { role } = useSession();
  const creatives = campaign.creatives ?? [];
  const [source, setSource] = useState<CappingSource>('all');
  const [chosen, setChosen] = useState(() => initialChoice(creatives, role, 'all'));
  const link = useLinkCampaign(campaign.id);
  const linkServer = useLinkServer(campaign.id);
  const unlink = useUnlinkServer(campaign.id);
  const isPending = link.isPending || linkServer.isPending || unlink.isPending;

  const choose = (next: CappingSource) => {
    setSource(next);
    setChosen(initialChoice(creatives, role, next));
  };
  const notify = (linkedTo: CappingSource) =>
    notifyLinked(campaign.id, linkedTo).then(
      () => enqueueSnackbar(t('delivery.notify.sent'), { variant: 'success' }),
      (error: unknown) => enqueueSnackbar(errorText(error, t), { variant: 'error' }),
    );
  /**
   * A link done says SPEC 8's 'Campaign linked successfully' and closes the modal (the page shows the servers linked); telling the seller and the advertiser is
   * offered in the notification, which stays a while so there is time to take it up.
   */
  const onLinked = (answer: LinkResponse) => {
    const linkedTo = source;
    const pending = answer.pending > 0 ? ` ${t('delivery.notify.pending', { count: answer.pending })}` : '';
    enqueueSnackbar(
      `${t('messages.campaigns.linked')}. ${t(`delivery.notify.linkedTo.${linkedTo}`)}${pending}`,
      {
        variant: 'success',
        autoHideDuration: 10_000,
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              void notify(linkedTo);
            }}
          >
            {t('delivery.notify.action')}
          </Button>
        ),
      },
    );
    onClose();
  };
  const onLinkFailed = () => enqueueSnackbar(t('messages.campaigns.linkFailed'), { variant: 'error' });
  const submit = () => {
    const callbacks = { onSuccess: onLinked, onError: onLinkFailed };
    // Where SPEC 4 sets the statuses the plain link says it all; one server takes the creatives picked.
    if (source === 'all' || isRuled(role, source)) link.mutate(source, callbacks);
    else linkServer.mutate({ server: source, creatives: chosen }, callbacks);
  };
  const unlinkFrom = (server: Source) =>
    unlink.mutate(server, {
      onSuccess: () => {
        enqueueSnackbar(t('messages.campaigns.unlinked'), { variant: 'success' });
        onClose();
      },
      onError: () => enqueueSnackbar(t('messages.campaigns.unlinkFailed'), { variant: 'error' }),
    });

  const failed = link.isError || linkServer.isError;
  const linkedServers = SOURCES.filter((server) => campaign.linked[server]);
  return (
    <DeliveryDialog
      open
      title={t('delivery.link.title')}
      subtitle={campaign.name}
      submitLabel={t(`delivery.link.submit.${source}`)}
      isPending={isPending}
      error={
        failed
          ? t('messages.campaigns.linkFailed')
          : unlink.isError
            ? t('messages.campaigns.unlinkFailed')
            : null
      }
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
    >
      <ChoiceField
        isRow
        label={t('delivery.link.to')}
        value={source}
        choices={CAPPING_SOURCES.map((choice) => ({ value: choice, label: t(`delivery.sources.${choice}`) }))}
        onChange={choose}
      />
      <LinkCreatives creatives={creatives} role={role} source={source} chosen={chosen} onChange={setChosen} />
      <Divider />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('delivery.link.linkedNow')}
        </Typography>
        {linkedServers.length === 0 && (
          <Typography color="text.secondary">{t('delivery.link.noneLinked')}</Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {linkedServers.map((server) => (
            <Button
              key={server}
              variant="outlined"
              color="error"
              startIcon={<LinkOffOutlined />}
              disabled={isPending}
              onClick={() => unlinkFrom(server)}
            >
              {t('delivery.link.unlink', { server: t(`delivery.servers.${server}`) })}
            </Button>
          ))}
        </Box>
      </Box>
    </DeliveryDialog>
  );
}
