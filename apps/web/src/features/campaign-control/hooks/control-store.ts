import type { CampaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import { CAMPAIGN_SORT_FIELDS } from '@adcontrol/domain/campaigns/sort-fields';
import {
  CAMPAIGN_STATUSES,
  COUNTRIES,
  CURRENCIES,
  DISPLAY_STATUSES,
} from '@adcontrol/domain/shared/enum-values';
import type { CampaignStatus, CountryCode, Currency, DisplayStatus } from '@adcontrol/domain/shared/enums';
import { oneOf } from '../../../lib/one-of';
import { createPersistentStore, useStore } from '../../../lib/persistent-store';
import { COLUMN_IDS, type ColumnId } from '../components/column-ids';

export const PAGE_SIZES = [5, 10, 25, 50] as const;

export type StatusFilter = DisplayStatus | CampaignStatus | 'all';
export type SortField = (typeof CAMPAIGN_SORT_FIELDS)[number];

/** SPEC 3 list filters with SPEC 4's default query: page 1, 5 per page, in progress, by end date ascending. */
export interface ControlFilter {
  page: number;
  limit: number;
  status: StatusFilter;
  seller?: number | undefined;
  advertiser?: number | undefined;
  country?: CountryCode | undefined;
  currencies?: Currency[] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  optimized?: boolean | undefined;
  search?: string | undefined;
  sort: SortField;
  order: 'asc' | 'desc';
}

export const DEFAULT_FILTER: ControlFilter = {
  page: 1,
  limit: 5,
  status: 'in progress',
  sort: 'endDate',
  order: 'asc',
};

export interface ColumnChoice {
  id: ColumnId;
  isVisible: boolean;
}

export interface ControlPreferences {
  filter: ControlFilter;
  /** The user's order and visibility of the table's columns; null until they choose (defaults by screen size). */
  columns: ColumnChoice[] | null;
}

export const CONTROL_STORAGE_KEY = 'adcontrol.control';

const STATUSES: readonly StatusFilter[] = ['all', ...DISPLAY_STATUSES, ...CAMPAIGN_STATUSES];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** Each stored field is kept when valid and dropped to its default otherwise (a field of an older shape). */
export function storedFilter(stored: unknown): ControlFilter {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_FILTER;
  const value = stored as Record<string, unknown>;
  const day = (key: string) =>
    typeof value[key] === 'string' && DAY.test(value[key] as string) ? (value[key] as string) : undefined;
  const currencies = Array.isArray(value.currencies)
    ? value.currencies.filter((currency): currency is Currency => CURRENCIES.includes(currency as Currency))
    : [];
  const search = typeof value.search === 'string' ? value.search.trim() : '';
  return {
    page: positiveInt(value.page) ?? 1,
    limit: oneOf(PAGE_SIZES, value.limit) ?? DEFAULT_FILTER.limit,
    status: oneOf(STATUSES, value.status) ?? 'in progress',
    seller: positiveInt(value.seller),
    advertiser: positiveInt(value.advertiser),
    country: oneOf(COUNTRIES, value.country),
    currencies: currencies.length ? currencies : undefined,
    startDate: day('startDate'),
    endDate: day('endDate'),
    optimized: typeof value.optimized === 'boolean' ? value.optimized : undefined,
    search: search.length >= 3 ? search : undefined,
    sort: oneOf(CAMPAIGN_SORT_FIELDS, value.sort) ?? 'endDate',
    order: value.order === 'desc' ? 'desc' : 'asc',
  };
}

/** A stored column choice keeps the known columns in their order and adds any column it did not know of. */
export function storedColumns(stored: unknown): ColumnChoice[] | null {
  if (!Array.isArray(stored)) return null;
  const known = stored.filter(
    (item): item is ColumnChoice =>
      typeof item === 'object' &&
      item !== null &&
      COLUMN_IDS.includes(item.id) &&
      typeof item.isVisible === 'boolean',
  );
  const seen = new Set(known.map((item) => item.id));
  const missing = COLUMN_IDS.filter((id) => !seen.has(id)).map((id) => ({ id, isVisible: false }));
  const unique = known.filter((item, index) => known.findIndex((other) => other.id === item.id) === index);
  return unique.length ? [...unique, ...missing] : null;
}

export const controlStore = createPersistentStore<ControlPreferences>(
  CONTROL_STORAGE_KEY,
  { filter: DEFAULT_FILTER, columns: null },
  (stored) => {
    if (typeof stored !== 'object' || stored === null) return null;
    const value = stored as Record<string, unknown>;
    return { filter: storedFilter(value.filter), columns: storedColumns(value.columns) };
  },
  // Preferences (SPEC 4), so signing out keeps them, for the person who chose them.
  { isPerPerson: true },
);

export function useControlPreferences(): ControlPreferences {
  return useStore(controlStore);
}

/** Any change but a page turn goes back to page 1, where the new selection starts. */
export function updateFilter(change: Partial<ControlFilter>): void {
  controlStore.set((current) => ({
    ...current,
    filter: { ...current.filter, page: 1, ...change },
  }));
}

const FILTER_KEYS = [
  'seller',
  'advertiser',
  'country',
  'currencies',
  'startDate',
  'endDate',
  'optimized',
] as const;

/** How many filters differ from the default query (the search apart). */
export function activeFilterCount(filter: ControlFilter): number {
  const set = FILTER_KEYS.filter((key) => filter[key] !== undefined).length;
  return set + (filter.status === DEFAULT_FILTER.status ? 0 : 1);
}

export function resetFilter(): void {
  controlStore.set((current) => ({ ...current, filter: { ...DEFAULT_FILTER, limit: current.filter.limit } }));
}

export function setColumns(columns: ColumnChoice[] | null): void {
  controlStore.set((current) => ({ ...current, columns }));
}

/** The filter as the list endpoint takes it (the contract's input type). */
export function toListFilter(filter: ControlFilter): CampaignListFilter {
  const entries = Object.entries(filter).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as CampaignListFilter;
}
