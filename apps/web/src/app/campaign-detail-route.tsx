import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { lazy, Suspense } from 'react';
import { CampaignDetailPage } from '../features/campaign-detail/components/campaign-detail-page';
import type { RenderCampaignSection } from '../features/campaign-detail/components/campaign-view';
import type { RenderCreativeControls } from '../features/campaign-detail/components/creatives-card';
import { ScheduleReportButton } from '../features/scheduled-reports/components/schedule-report-button';
import { useCan } from '../lib/use-can';
import { loadTexts } from './i18n';

/** The delivery servers' section, with its texts, for the roles that see it: others never download it. */
const DeliverySection = lazy(async () => {
  const [{ DeliverySection: Section }] = await Promise.all([
    import('../features/campaign-delivery/components/delivery-section'),
    loadTexts('delivery'),
  ]);
  return { default: Section };
});

/** Whether the campaign is paid, with the campaign proof of payment modal (docs/decisions/037). */
const PaymentSection = lazy(async () => {
  const [{ CampaignPaymentSection: Section }] = await Promise.all([
    import('../features/payments/components/campaign-payment-section'),
    loadTexts('payments'),
  ]);
  return { default: Section };
});

/**
 * A feature does not import another (STYLE 1): the campaign's page takes the payment section from the payments
 * feature and the delivery section from the delivery feature here, at the app level, under its flight figures.
 */
const renderSections: RenderCampaignSection = (props) => (
  <>
    <Suspense fallback={null}>
      <PaymentSection campaign={props.campaign} />
    </Suspense>
    <Delivery {...props} />
  </>
);

function Delivery(props: Parameters<RenderCampaignSection>[0]) {
  if (!useCan('campaigns.link')) return null;
  return (
    <Suspense fallback={null}>
      <DeliverySection {...props} />
    </Suspense>
  );
}

/** An admin's switch and menu on each creative's line (its status on the servers, its variants, pretargeting). */
const CreativeControls = lazy(async () => {
  const [{ CreativeControls: Controls }] = await Promise.all([
    import('../features/campaign-delivery/components/creative-controls'),
    loadTexts('delivery'),
  ]);
  return { default: Controls };
});

const renderCreativeControls: RenderCreativeControls = (creative) => (
  <Suspense fallback={null}>
    <CreativeControls campaignId={creative.campaignId} creative={creative} />
  </Suspense>
);

/** Pause, activate, finish or cancel, from the Control feature that makes status changes (decision 041). */
const CampaignStatusActions = lazy(async () => {
  const [{ CampaignStatusActions: Actions }] = await Promise.all([
    import('../features/campaign-control/components/campaign-status-actions'),
    loadTexts('control'),
  ]);
  return { default: Actions };
});

const renderStatusActions = (campaign: Campaign) => (
  <Suspense fallback={null}>
    <CampaignStatusActions campaign={campaign} />
  </Suspense>
);

const renderReportActions = (campaign: Campaign) => (
  <ScheduleReportButton target={{ kind: 'campaign', id: campaign.id, name: campaign.name }} />
);

export function CampaignDetailRoute() {
  const tunesDelivery = useCan('campaigns.tuneDelivery');
  return (
    <CampaignDetailPage
      renderSection={renderSections}
      renderCreativeControls={tunesDelivery ? renderCreativeControls : undefined}
      renderStatusActions={renderStatusActions}
      renderReportActions={renderReportActions}
    />
  );
}
