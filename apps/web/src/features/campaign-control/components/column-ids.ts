import type { CAMPAIGN_SORT_FIELDS } from '@adcontrol/domain/campaigns/sort-fields';

/** The run of figure columns in the SPEC's list (the optimisation weight, a figure too, comes last). */
const FIGURE_COLUMNS = [
  'progress',
  'currentCapping',
  'neededCapping',
  'impressions',
  'clicks',
  'ctr',
  'yesterdayImpressions',
  'yesterdayClicks',
  'targetImpressions',
  'targetClicks',
  'budget',
  'budgetUsd',
  'cpm',
  'cpc',
] as const;

/** SPEC 3 Campaign table columns, in the SPEC's order. */
export const COLUMN_IDS = [
  'actions',
  'campaign',
  'status',
  'source',
  'duration',
  ...FIGURE_COLUMNS,
  'seller',
  'advertiser',
  'product',
  'country',
  'weight',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/** The columns holding figures: right-aligned, and sortable where the list contract can sort by them. */
export const NUMERIC_COLUMNS: ReadonlySet<ColumnId> = new Set([...FIGURE_COLUMNS, 'weight']);

/** The contract's sort field behind each column: every one but the actions (docs/decisions/024). */
export const SORT_FIELD_OF: Partial<Record<ColumnId, (typeof CAMPAIGN_SORT_FIELDS)[number]>> = {
  campaign: 'name',
  status: 'status',
  source: 'source',
  // The dates column sorts by the end, as the default query does (SPEC 4).
  duration: 'endDate',
  progress: 'progress',
  currentCapping: 'currentCapping',
  neededCapping: 'neededCapping',
  impressions: 'impressions',
  clicks: 'clicks',
  ctr: 'ctr',
  yesterdayImpressions: 'yesterdayImpressions',
  yesterdayClicks: 'yesterdayClicks',
  targetImpressions: 'targetImpressions',
  targetClicks: 'targetClicks',
  budget: 'budget',
  budgetUsd: 'budgetUsd',
  cpm: 'cpm',
  cpc: 'cpc',
  seller: 'sellerName',
  advertiser: 'advertiserName',
  product: 'product',
  country: 'country',
  weight: 'weight',
};

const DESKTOP_HIDDEN: ReadonlySet<ColumnId> = new Set([
  'source',
  'currentCapping',
  'neededCapping',
  'targetClicks',
  'cpm',
  'cpc',
  'product',
  'weight',
]);

/** On a phone the table opens on what a glance needs; the rest is a tap away in the column chooser. */
const PHONE_VISIBLE: ReadonlySet<ColumnId> = new Set(['actions', 'campaign', 'status', 'progress', 'ctr']);

export function defaultColumns(isPhone: boolean): { id: ColumnId; isVisible: boolean }[] {
  // On a phone the row menu comes last, so the name and its status share the first screen width.
  const order = isPhone ? [...COLUMN_IDS.filter((id) => id !== 'actions'), 'actions' as const] : COLUMN_IDS;
  return order.map((id) => ({
    id,
    isVisible: isPhone ? PHONE_VISIBLE.has(id) : !DESKTOP_HIDDEN.has(id),
  }));
}
