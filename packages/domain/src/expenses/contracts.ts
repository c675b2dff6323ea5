import { z } from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { rolesFor } from '../rules/permissions';
import { CURRENCIES, type Currency, languageSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';
import { campaignConsumption, currencyAmount, expenseGroupSchema, expenseRow, usedRate } from './expenses';

const tag = 'Expenses';
/**
 * Who reads expenses (docs/decisions/038): admins everything, country managers their country, sellers and super
 * sellers their own accounts' advertisers, through the scope every query is filtered by. Advertisers and analysts
 * are refused.
 */
const readers = rolesFor('expenses.read');

/** The longest period one report covers: two years of days. */
export const MAX_EXPENSE_DAYS = 731;
const DAY_MS = 86_400_000;
/** Why a period is refused, as the API says it after the field's name; the screen says each in its own words. */
export const EXPENSE_REFUSALS = {
  endBeforeStart: 'must not be after to',
  tooLong: `must be at most ${MAX_EXPENSE_DAYS} days after from`,
} as const;

const periodShape = {
  from: z.iso.date(),
  to: z.iso.date(),
  groupBy: expenseGroupSchema.default('advertiser'),
};
const checkPeriod = <T extends z.ZodObject<typeof periodShape>>(schema: T) =>
  schema
    .refine(
      (query: { from: string; to: string }) => query.from <= query.to,
      refusal(EXPENSE_REFUSALS.endBeforeStart, 'validation.endBeforeStart', { path: ['from'] }),
    )
    .refine(
      (query: { from: string; to: string }) =>
        (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1 <= MAX_EXPENSE_DAYS,
      refusal(EXPENSE_REFUSALS.tooLong, 'validation.periodTooLong', {
        path: ['to'],
        values: { max: MAX_EXPENSE_DAYS },
      }),
    );

export const expenseReportQuery = checkPeriod(z.object(periodShape));
export type ExpenseReportQuery = z.infer<typeof expenseReportQuery>;

export const expenseReportResponse = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  groupBy: expenseGroupSchema,
  /** Most US dollars first. */
  rows: z.array(expenseRow),
  totals: z.object({ spend: z.array(currencyAmount), usd: z.number(), campaigns: z.number().int() }),
  /** Every campaign that spent in the period, most US dollars first. */
  campaigns: z.array(campaignConsumption),
  /** The rates the period was converted with, by currency and day. */
  rates: z.array(usedRate),
});
export type ExpenseReportResponse = z.infer<typeof expenseReportResponse>;

/** Ours (SPEC shows no path): spend per group over a period, in each currency and in US dollars. */
export const expenseReport = defineEndpoint({
  operationId: 'expenses.report',
  method: 'GET',
  path: '/reports/expenses',
  tag,
  summary:
    'Spend per advertiser, seller, country or currency over a period, with US dollar totals at dated rates',
  access: readers,
  query: expenseReportQuery,
  response: expenseReportResponse,
});

export const EXPENSES_XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `lang`: the language of the file's headings; without it, the caller's account language. */
export const expenseDownloadQuery = checkPeriod(
  z.object({ ...periodShape, lang: languageSchema.optional() }),
);
export type ExpenseDownloadQuery = z.infer<typeof expenseDownloadQuery>;

export const downloadExpenses = defineEndpoint({
  operationId: 'expenses.download',
  method: 'GET',
  path: '/reports/expenses/xlsx',
  tag,
  summary: 'The expense report as an XLSX workbook: groups, campaigns and the rates used',
  access: readers,
  query: expenseDownloadQuery,
  response: z.string().describe(EXPENSES_XLSX_TYPE),
});

/** Units per US dollar of some currencies on one day; a currency left out keeps what it had. */
export const setExchangeRatesRequest = z.object({
  perUsd: z
    .partialRecord(z.enum(CURRENCIES), z.number().positive().max(1_000_000))
    .refine(
      (rates) => Object.keys(rates).length > 0,
      refusal('must name at least one currency', 'validation.tooFewItems', { values: { min: 1 } }),
    ),
});
export type SetExchangeRatesRequest = z.infer<typeof setExchangeRatesRequest>;

export const exchangeRatesResponse = z.object({
  date: z.iso.date(),
  perUsd: z.partialRecord(z.enum(CURRENCIES), z.number()),
});
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponse>;
export type PerUsd = Partial<Record<Currency, number>>;

/** Ours: loads a day's exchange rates (admin), what later expense reports convert that day and after with. */
export const setExchangeRates = defineEndpoint({
  operationId: 'expenses.setRates',
  method: 'PUT',
  path: '/exchange-rates/:date',
  tag,
  summary: "Load a day's exchange rates (units per US dollar) for expense reports",
  access: rolesFor('expenses.setRates'),
  params: z.object({ date: z.iso.date() }),
  body: setExchangeRatesRequest,
  response: exchangeRatesResponse,
});
