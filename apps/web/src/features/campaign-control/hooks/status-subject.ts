import type { CampaignStatus } from '@adcontrol/domain/shared/enum-values';

/** What the status machine needs of a campaign (a Control row or the campaign's page). */
export interface StatusSubject {
  id: number;
  name: string;
  status: CampaignStatus;
  startDate: string;
  endDate: string;
}
