import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { CampaignListResponse } from '@adcontrol/domain/campaigns/contracts';
import { networkDayEnd, networkDayStart } from '@adcontrol/domain/rules/date-format';
import type { ControlFilter, SortField } from './control-store';

function matchesStatus(row: CampaignRow, status: ControlFilter['status']): boolean {
  if (status === 'all') return true;
  return row.displayStatus === status || row.status === status;
}

function matches(row: CampaignRow, filter: ControlFilter): boolean {
  if (!matchesStatus(row, filter.status)) return false;
  if (filter.seller !== undefined && row.sellerId !== filter.seller) return false;
  if (filter.advertiser !== undefined && row.advertiserId !== filter.advertiser) return false;
  if (filter.country !== undefined && row.country !== filter.country) return false;
  if (filter.currencies?.length && !filter.currencies.includes(row.currency)) return false;
  if (filter.optimized !== undefined && row.enableOptimized !== filter.optimized) return false;
  // A date range keeps the campaigns that run at some moment of it, both network days included.
  if (filter.startDate && Date.parse(row.endDate) < networkDayStart(filter.startDate).getTime()) return false;
  if (filter.endDate && Date.parse(row.startDate) > networkDayEnd(filter.endDate).getTime()) return false;
  if (filter.search && !row.name.toLowerCase().includes(filter.search.toLowerCase())) return false;
  return true;
}

function sortValue(row: CampaignRow, field: SortField): string | number | null {
  switch (field) {
    case 'startDate':
    case 'endDate':
      return Date.parse(row[field]);
    case 'name':
    case 'product':
    case 'advertiserName':
    case 'sellerName':
      return row[field]?.toLowerCase() ?? null;
    case 'budget':
      return row.budget.total;
    case 'targetImpressions':
      return row.target.impressions;
    case 'targetClicks':
      return row.target.clicks;
    default:
      return row[field];
  }
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The list endpoint's rules (apps/server campaigns/list-repository.ts) applied in the browser, for the rows fetched whole (an advertiser's own, or one
 * advertiser's, SPEC 6): filter, sort (ties by id, empty values last) and cut one page.
 */
export function pageOfRows(rows: readonly CampaignRow[], filter: ControlFilter): CampaignListResponse {
  const kept = matchingRows(rows, filter);
  const start = (filter.page - 1) * filter.limit;
  return {
    items: kept.slice(start, start + filter.limit),
    total: kept.length,
    page: filter.page,
    limit: filter.limit,
  };
}

/** Every row the filter keeps, in its order: what an export of a list fetched whole writes. */
export function matchingRows(rows: readonly CampaignRow[], filter: ControlFilter): CampaignRow[] {
  const direction = filter.order === 'desc' ? -1 : 1;
  return rows
    .filter((row) => matches(row, filter))
    .sort((a, b) => {
      const first = sortValue(a, filter.sort);
      const second = sortValue(b, filter.sort);
      // Empty values last either way; ties by id in the same direction, as the server pages them.
      if (first === null || second === null) return compare(first, second) || direction * (a.id - b.id);
      return direction * (compare(first, second) || a.id - b.id);
    });
}
