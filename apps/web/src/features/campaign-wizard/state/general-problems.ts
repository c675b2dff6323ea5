import { parseBudgetText, validateBudgetText } from '@adcontrol/domain/rules/budget';
import { MONEY_LIMIT, targetsWithinLimit, UNIT_PRICE_LIMIT } from '@adcontrol/domain/rules/limits';
import { validateName } from '@adcontrol/domain/rules/names';
import type { MessageKey } from '@adcontrol/domain/shared/messages';
import type { CampaignDraft } from '../draft';
import { parseDecimal } from './payload';

/** The general-data fields the wizard checks, in the order they appear (the first one in error takes focus). */
export const GENERAL_FIELDS = [
  'name',
  'format',
  'advertiserId',
  'country',
  'currency',
  'model',
  'budget',
  'price',
  'conversionRate',
  'ctr',
  'start',
  'end',
] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];
export type GeneralProblems = Partial<Record<GeneralField, MessageKey>>;

const DECIMAL = /^\d+([.,]\d+)?$/;

function percentProblem(text: string): MessageKey | null {
  if (text.trim() === '') return null;
  const value = parseDecimal(text);
  return DECIMAL.test(text.trim()) && value !== null && value <= 100 ? null : 'validation.decimalInvalid';
}

/**
 * What keeps the general data from being sent, per field (SPEC 5: names of letters, spaces and numbers, the
 * budget as typed, one decimal separator, an end not before the start). `nameTaken` comes from the server.
 */
export function generalProblems(draft: CampaignDraft, nameTaken: boolean): GeneralProblems {
  const problems: GeneralProblems = {};
  const set = (field: GeneralField, problem: MessageKey | null) => {
    if (problem) problems[field] = problem;
  };
  set('name', validateName(draft.name) ?? (nameTaken ? 'campaigns.alreadyExists' : null));
  set('format', draft.format ? null : 'validation.required');
  set('advertiserId', draft.advertiserId ? null : 'validation.required');
  set('country', draft.country ? null : 'validation.required');
  set('currency', draft.currency ? null : 'validation.required');
  set('model', draft.model ? null : 'validation.required');
  set('budget', validateBudgetText(draft.budget) ?? budgetLimitProblem(draft));
  const price = priceOf(draft);
  set(
    'price',
    draft.price.trim() === ''
      ? 'validation.required'
      : price && price > 0
        ? priceLimitProblem(draft, price)
        : 'validation.decimalInvalid',
  );
  set('conversionRate', percentProblem(draft.conversionRate));
  set('ctr', percentProblem(draft.ctr));
  set('start', draft.date.start ? null : 'validation.required');
  set('end', draft.date.end ? null : 'validation.required');
  if (draft.date.start && draft.date.end && draft.date.end < draft.date.start)
    set('end', 'validation.endBeforeStart');
  return problems;
}

/** The API's limits (rules/limits.ts, docs/decisions/046), told before sending. */
function budgetLimitProblem(draft: CampaignDraft): MessageKey | null {
  return (budgetOf(draft) ?? 0) > MONEY_LIMIT.max ? 'validation.budgetTooLarge' : null;
}

function priceLimitProblem(draft: CampaignDraft, price: number): MessageKey | null {
  if (price > UNIT_PRICE_LIMIT.max) return 'validation.priceTooLarge';
  if (price < UNIT_PRICE_LIMIT.min) return 'validation.decimalInvalid';
  const budget = budgetOf(draft);
  const fits = !draft.model || budget === null || targetsWithinLimit(draft.model, budget, price);
  return fits ? null : 'validation.priceTooLowForBudget';
}

/** The budget as a number, when it reads as one. */
export const budgetOf = (draft: CampaignDraft) => parseBudgetText(draft.budget);

/** The unit price as a number: a money field, read as the budget is (SPEC 5, one rule for money). */
export const priceOf = (draft: CampaignDraft) => parseBudgetText(draft.price);
