import type { CampaignListResponse } from '@adcontrol/domain/campaigns/contracts';
import { useQuery } from '@tanstack/react-query';
import { advertiserCampaignsQueryOptions } from '../../../entities/campaigns/api/get-advertiser-campaigns';
import { useSession } from '../../../lib/session-store';
import { campaignsQueryOptions } from '../api/get-campaigns';
import { myCampaignsQueryOptions } from '../api/get-my-campaigns';
import type { ControlFilter } from './control-store';
import { type ListSource, listSourceFor } from './list-source';
import { matchingRows, pageOfRows } from './local-rows';

/** The page of campaigns the filter asks for, from whichever call SPEC 6 says fetches it. */
export function useCampaignList(filter: ControlFilter) {
  const { account } = useSession();
  const source: ListSource = listSourceFor(account, filter);
  const isWhole = source.kind !== 'filtered';
  const filtered = useQuery({ ...campaignsQueryOptions(filter), enabled: !isWhole });
  const mine = useQuery({ ...myCampaignsQueryOptions(), enabled: source.kind === 'mine' });
  const advertiserId = source.kind === 'advertiser' ? source.advertiserId : 0;
  const ofAdvertiser = useQuery({
    ...advertiserCampaignsQueryOptions(advertiserId),
    enabled: source.kind === 'advertiser',
  });
  const whole = source.kind === 'advertiser' ? ofAdvertiser : mine;
  const query = isWhole ? whole : filtered;
  const data: CampaignListResponse | undefined = isWhole
    ? whole.data && pageOfRows(whole.data, filter)
    : filtered.data;
  return {
    source,
    data,
    /** Every row matching the filter when the list came whole, for an export with no more calls. */
    allRows: isWhole && whole.data ? matchingRows(whole.data, filter) : null,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    failedAt: query.errorUpdatedAt,
    refetch: query.refetch,
  };
}
