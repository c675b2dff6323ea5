import {
  PROGRAMMATICS_PAGE_SIZE,
  type ProgrammaticListFilter,
  programmaticListFilter,
} from '@adcontrol/domain/campaigns/programmatic';
import { createPersistentStore, useStore } from '../../../lib/persistent-store';

/** The list filter as the screen holds it: every default applied (SPEC 9: page 1, 30 a page, any status). */
export type DealFilter = Required<Pick<ProgrammaticListFilter, 'page' | 'limit' | 'status'>> &
  Omit<ProgrammaticListFilter, 'page' | 'limit' | 'status'>;

export const DEFAULT_DEAL_FILTER: DealFilter = { page: 1, limit: PROGRAMMATICS_PAGE_SIZE, status: 'all' };
export const PAGE_SIZES = [10, 30, 50, 100] as const;
export const DEAL_FILTER_STORAGE_KEY = 'adcontrol.programmatics';

/** Filters are kept in the browser like Control's (SPEC 4); a stored value of another shape is dropped. */
export const dealFilterStore = createPersistentStore<DealFilter>(
  DEAL_FILTER_STORAGE_KEY,
  DEFAULT_DEAL_FILTER,
  (stored) => {
    const parsed = programmaticListFilter.safeParse(stored);
    return parsed.success ? parsed.data : null;
  },
  // Preferences like Control's, so signing out keeps them, for the person who chose them.
  { isPerPerson: true },
);

export const useDealFilter = (): DealFilter => useStore(dealFilterStore);

/** A change of filter sends the list back to page 1, unless it is the page itself that changes. */
export function updateDealFilter(change: Partial<DealFilter>): void {
  dealFilterStore.set((current) => {
    const next: DealFilter = { ...current, page: 1, ...change };
    for (const key of Object.keys(next) as (keyof DealFilter)[]) {
      if (next[key] === undefined) delete next[key];
    }
    return next;
  });
}

export const resetDealFilter = () => dealFilterStore.set({ ...DEFAULT_DEAL_FILTER });

/** Whether anything narrows the list beyond the default. */
export const isFiltered = (filter: DealFilter) =>
  Object.keys(filter).some((key) => !['page', 'limit', 'status'].includes(key)) || filter.status !== 'all';
