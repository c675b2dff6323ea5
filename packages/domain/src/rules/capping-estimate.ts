import type { PurchaseModel } from '../shared/enums';
import type { DateInput } from './date-format';

/** The parts of a campaign draft the capping estimate needs. */
export type EstimateDraft = {
  readonly start?: DateInput | null;
  readonly end?: DateInput | null;
  readonly model?: PurchaseModel | null;
  readonly budget?: number | null;
  readonly price?: number | null;
};

/**
 * SPEC 5: the capping estimate is requested only when start, end, model, budget and price are all set.
 * A budget or price of 0 counts as not set: nothing can be estimated from it.
 */
export function canEstimateCapping(draft: EstimateDraft): boolean {
  return (
    isDate(draft.start) &&
    isDate(draft.end) &&
    Boolean(draft.model) &&
    isPositive(draft.budget) &&
    isPositive(draft.price)
  );
}

function isDate(value: DateInput | null | undefined): boolean {
  return value !== null && value !== undefined && value !== '' && !Number.isNaN(new Date(value).getTime());
}

function isPositive(value: number | null | undefined): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
