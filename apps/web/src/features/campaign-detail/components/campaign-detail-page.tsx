import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { useCampaignDetails } from '../../../entities/campaigns/api/get-campaign-details';
import { ApiError } from '../../../lib/api-client';
import { useRouteId } from '../../../lib/route-id';
import { CampaignView, type RenderCampaignSection } from './campaign-view';
import type { RenderCreativeControls } from './creatives-card';
import { CampaignNotFound, LoadingDetail } from './detail-states';

interface DetailProps {
  /** A section the app adds from another feature (the delivery servers), under the flight figures. */
  renderSection?: RenderCampaignSection | undefined;
  /** Actions beside the report download (scheduling it by e-mail), from another feature. */
  renderReportActions?: ((campaign: Campaign) => ReactNode) | undefined;
  /** Pause, activate, finish or cancel, from the feature that changes statuses. */
  renderStatusActions?: ((campaign: Campaign) => ReactNode) | undefined;
  /** What ends each creative's line for an admin (the delivery feature's switch and menu). */
  renderCreativeControls?: RenderCreativeControls | undefined;
}

function CampaignDetail({
  id,
  renderSection,
  renderReportActions,
  renderStatusActions,
  renderCreativeControls,
}: DetailProps & { id: number }) {
  const details = useCampaignDetails(id);
  if (details.data) {
    return (
      <CampaignView
        campaign={details.data}
        renderSection={renderSection}
        renderReportActions={renderReportActions}
        renderStatusActions={renderStatusActions}
        renderCreativeControls={renderCreativeControls}
      />
    );
  }
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.status === 404) return <CampaignNotFound />;
    return (
      <LoadError error={details.error} isRetrying={details.isFetching} onRetry={() => details.refetch()} />
    );
  }
  return <LoadingDetail />;
}

/** A campaign's detail (`/campaigns/:id`): its state, its delivery and its statistics over chosen days. */
export function CampaignDetailPage({
  renderSection,
  renderReportActions,
  renderStatusActions,
  renderCreativeControls,
}: DetailProps = {}) {
  const campaignId = useRouteId();
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
      {campaignId !== null ? (
        <CampaignDetail
          key={campaignId}
          id={campaignId}
          renderSection={renderSection}
          renderReportActions={renderReportActions}
          renderStatusActions={renderStatusActions}
          renderCreativeControls={renderCreativeControls}
        />
      ) : (
        <CampaignNotFound />
      )}
    </Container>
  );
}
