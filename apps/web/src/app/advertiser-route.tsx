import { AdvertiserPage } from '../features/advertisers/components/advertiser-page';
import { ScheduleReportButton } from '../features/scheduled-reports/components/schedule-report-button';

/** The advertiser page with the scheduled-reports feature's action on the chosen advertiser (STYLE 1). */
export function AdvertiserRoute() {
  return (
    <AdvertiserPage
      renderActions={(advertiser) => (
        <ScheduleReportButton target={{ kind: 'advertiser', id: advertiser.id, name: advertiser.name }} />
      )}
    />
  );
}
