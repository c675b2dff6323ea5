import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { fetchCampaignPage } from '../api/get-campaigns';
import type { ControlFilter } from '../hooks/control-store';

/** The largest page the list contract serves. */
const EXPORT_PAGE_SIZE = 200;

export class ExportCancelled extends Error {}

/**
 * Every row the filter matches, page after page, reporting progress; a cancel stops before the next call.
 */
export async function collectRows(
  filter: ControlFilter,
  onProgress: (done: number, total: number) => void,
  isCancelled: () => boolean,
): Promise<CampaignRow[]> {
  const rows: CampaignRow[] = [];
  for (let page = 1; ; page += 1) {
    if (isCancelled()) throw new ExportCancelled();
    const answer = await fetchCampaignPage({ ...filter, page, limit: EXPORT_PAGE_SIZE });
    rows.push(...answer.items);
    onProgress(rows.length, answer.total);
    if (answer.items.length === 0 || rows.length >= answer.total) return rows;
  }
}
