import { parseBudgetText, validateBudgetText } from '@adcontrol/domain/rules/budget';
import { MONEY_LIMIT, UNIT_PRICE_LIMIT } from '@adcontrol/domain/rules/limits';
import type { CampaignFormat, CountryCode, PurchaseModel } from '@adcontrol/domain/shared/enum-values';
import type { MessageKey } from '@adcontrol/domain/shared/messages';
import type { ForecastRequest } from '@adcontrol/domain/simulator/contracts';

/**
 * What a scenario is made of, as the user typed it: the budget and price stay text so they come back exactly
 * as typed (SPEC 5: the budget with thousand dots and a decimal comma), dates are `YYYY-MM-DD`, both included.
 */
export interface ScenarioForm {
  readonly country: CountryCode | null;
  readonly format: CampaignFormat | null;
  readonly model: PurchaseModel | null;
  readonly budget: string;
  readonly price: string;
  readonly premium: boolean;
  readonly start: string;
  readonly end: string;
  readonly audience: { readonly id: number; readonly name: string } | null;
}

export const emptyForm: ScenarioForm = {
  country: null,
  format: null,
  model: null,
  budget: '',
  price: '',
  premium: false,
  start: '',
  end: '',
  audience: null,
};

export type ScenarioField = Exclude<keyof ScenarioForm, 'premium' | 'audience'>;
export type FormProblems = Partial<Record<ScenarioField, MessageKey>>;

/** What stops a scenario from being forecast, by field: each names a message of the shared catalogue. */
export function formProblems(form: ScenarioForm): FormProblems {
  const problems: FormProblems = {};
  for (const field of ['country', 'format', 'model', 'start', 'end'] as const) {
    if (!form[field]) problems[field] = 'validation.required';
  }
  const budget = validateBudgetText(form.budget);
  if (budget) problems.budget = budget;
  // The API's limits (rules/limits.ts, decision 046), told before asking, as the campaign wizard does.
  else if ((parseBudgetText(form.budget) ?? 0) > MONEY_LIMIT.max)
    problems.budget = 'validation.budgetTooLarge';
  const price = parseBudgetText(form.price);
  if (form.price.trim() === '') problems.price = 'validation.required';
  else if (price === null || price <= 0) problems.price = 'validation.decimalInvalid';
  else if (price > UNIT_PRICE_LIMIT.max) problems.price = 'validation.priceTooLarge';
  if (form.start && form.end && form.end < form.start) problems.end = 'validation.endBeforeStart';
  return problems;
}

/** The forecast call a complete scenario makes; null while something is missing or wrong. */
export function requestOf(form: ScenarioForm): ForecastRequest | null {
  if (Object.keys(formProblems(form)).length > 0) return null;
  const { country, format, model } = form;
  const budget = parseBudgetText(form.budget);
  const unitPrice = parseBudgetText(form.price);
  if (!country || !format || !model || budget === null || unitPrice === null) return null;
  return {
    country,
    format,
    model,
    budget,
    unitPrice,
    premium: form.premium,
    startDate: form.start,
    endDate: form.end,
    ...(form.audience ? { audienceId: form.audience.id } : {}),
  };
}
