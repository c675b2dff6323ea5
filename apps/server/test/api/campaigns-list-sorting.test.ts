import {
  CAMPAIGN_SORT_FIELDS,
  type CampaignRow,
  type CampaignSortField,
} from '@adcontrol/domain/campaigns/campaign';
import { describe, expect, it } from 'vitest';
import { campaignListOnDemo, ids } from './campaigns-list-fixtures';

const list = campaignListOnDemo();

/** The value a sort field orders by, as the row shows it. */
function sortValue(row: CampaignRow, field: CampaignSortField): number | string | null {
  switch (field) {
    case 'budget':
      return row.budget.total;
    case 'targetImpressions':
      return row.target.impressions;
    case 'targetClicks':
      return row.target.clicks;
    case 'startDate':
    case 'endDate':
      return Date.parse(row[field]);
    default:
      return row[field] ?? null;
  }
}

const TEXT_FIELDS = new Set<CampaignSortField>([
  'name',
  'status',
  'source',
  'sellerName',
  'advertiserName',
  'product',
  'country',
]);

describe('sorting', () => {
  it.each(CAMPAIGN_SORT_FIELDS)('by %s, both ways', async (field) => {
    const asc = await list.everything(list.demo.admin, { status: 'all', sort: field, order: 'asc' });
    const desc = await list.everything(list.demo.admin, { status: 'all', sort: field, order: 'desc' });
    expect(ids(asc)).toEqual(ids(list.stored));
    const present = (rows: CampaignRow[]) => rows.filter((row) => sortValue(row, field) !== null);
    // Empty values come last both ways; the rest reverse exactly (ties fall back to the id, also reversed).
    expect(present(desc).map((row) => row.id)).toEqual(
      present(asc)
        .map((row) => row.id)
        .reverse(),
    );
    expect(asc.slice(present(asc).length).every((row) => sortValue(row, field) === null)).toBe(true);
    if (!TEXT_FIELDS.has(field)) {
      const values = present(asc).map((row) => sortValue(row, field) as number);
      // Rounded figures may tie where the exact values differ, never invert.
      values.forEach((value, index) => {
        if (index > 0) expect(value).toBeGreaterThanOrEqual(values[index - 1] as number);
      });
      expect(new Set(values).size).toBeGreaterThan(1);
    }
  });
});
