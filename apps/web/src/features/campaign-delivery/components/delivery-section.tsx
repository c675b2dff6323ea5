import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { type NeededCapping, neededCapping } from '@adcontrol/domain/rules/needed-capping';
import { SOURCES } from '@adcontrol/domain/shared/enum-values';
import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useCan } from '../../../lib/use-can';
import { useFormatters } from '../../../lib/use-formatters';
import type { DeliveryDialogKind } from './delivery-dialogs';
import { DeliveryDialogsOnDemand } from './delivery-dialogs-on-demand';
import { EmpowerSwitch } from './empower-switch';
import { PendingChanges } from './pending-changes';
import { ServerCard } from './server-card';

export interface DeliverySectionProps {
  campaign: Campaign;
  /** Delivered over the whole flight, once known: what the needed capping is counted from. */
  delivered: { impressions: number; clicks: number } | undefined;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 600 }}>{children}</Box>
    </Box>
  );
}

/**
 * The campaign's delivery (admins; super sellers link only): each server linked or not with its capping, the
 * source, empower and the optimiser, what the servers have not confirmed yet, and the modals that change them.
 */
export function DeliverySection({ campaign, delivered }: DeliverySectionProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const links = useCan('campaigns.link');
  const isAdmin = useCan('campaigns.tuneDelivery');
  const [open, setOpen] = useState<DeliveryDialogKind | null>(null);
  if (!links) return null;
  const needed: NeededCapping | null = delivered ? neededCapping(campaign, delivered) : null;
  const optimiser = campaign.enableOptimized
    ? t('delivery.optimisation.summary', {
        weight: format.percentage(campaign.optimizationWeight ?? 0),
        threshold: format.percentage(campaign.optimizationThreshold ?? 0),
      })
    : t('delivery.optimisation.off');
  const actions: { kind: DeliveryDialogKind; icon: React.ReactNode; isShown: boolean }[] = [
    { kind: 'link', icon: <LinkOutlined />, isShown: true },
    { kind: 'capping', icon: <TuneOutlined />, isShown: isAdmin },
    { kind: 'optimisation', icon: <AutoGraphOutlined />, isShown: isAdmin },
    { kind: 'dataInfo', icon: <EditNoteOutlined />, isShown: isAdmin },
  ];

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, mb: { xs: 2, md: 3 } }}>
      <SectionCard title={t('delivery.title')} subtitle={t('delivery.subtitle')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {actions
              .filter((action) => action.isShown)
              .map((action) => (
                <Button
                  key={action.kind}
                  variant={action.kind === 'link' ? 'contained' : 'outlined'}
                  startIcon={action.icon}
                  onClick={() => setOpen(action.kind)}
                >
                  {t(`delivery.actions.${action.kind}`)}
                </Button>
              ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {SOURCES.map((server) => (
              <ServerCard key={server} campaign={campaign} server={server} />
            ))}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
              alignItems: 'center',
            }}
          >
            <Fact label={t('delivery.fields.source')}>
              {t(`delivery.sources.${campaign.source ?? 'all'}`)}
            </Fact>
            <Fact label={t('delivery.optimisation.title')}>{optimiser}</Fact>
            {isAdmin ? (
              <EmpowerSwitch campaignId={campaign.id} empower={campaign.capping.empower} />
            ) : (
              <Fact label={t('delivery.empower.label')}>
                {t(campaign.capping.empower ? 'delivery.empower.on' : 'delivery.empower.off')}
              </Fact>
            )}
          </Box>
          <PendingChanges campaignId={campaign.id} isAdmin={isAdmin} />
        </Box>
      </SectionCard>
      <DeliveryDialogsOnDemand
        campaign={campaign}
        kind={open}
        needed={needed}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
