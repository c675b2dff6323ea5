import { z } from 'zod';
import { currencySchema } from '../shared/enums';

/** What the expense report groups its rows by (issue 11). */
export const EXPENSE_GROUPS = ['advertiser', 'seller', 'country', 'currency'] as const;
export const expenseGroupSchema = z.enum(EXPENSE_GROUPS);
export type ExpenseGroup = z.infer<typeof expenseGroupSchema>;

/** An amount in one currency. */
export const currencyAmount = z.object({ currency: currencySchema, amount: z.number() });
export type CurrencyAmount = z.infer<typeof currencyAmount>;

/** One group's spend: each currency spent in, and all of it in US dollars at the rates of the days spent. */
export const expenseRow = z.object({
  /** Stable within a grouping: the account id, the country code or the currency; `none` for no seller. */
  key: z.string(),
  /** The account's id when grouped by advertiser or seller. */
  accountId: z.number().int().nullable(),
  label: z.string(),
  spend: z.array(currencyAmount),
  usd: z.number(),
  campaigns: z.number().int(),
});
export type ExpenseRow = z.infer<typeof expenseRow>;

/** A campaign's consumption: spend in the period and to its end, against the budget. */
export const campaignConsumption = z.object({
  id: z.number().int(),
  name: z.string(),
  advertiserId: z.number().int(),
  advertiser: z.string(),
  sellerId: z.number().int().nullable(),
  seller: z.string().nullable(),
  country: z.string(),
  currency: currencySchema,
  budget: z.number(),
  /** Spent within the period, in the campaign's currency. */
  spent: z.number(),
  usd: z.number(),
  /** Spent from the first day through the period's last, never past the budget. */
  spentToDate: z.number(),
  /** spentToDate against the budget in percent, 1 decimal. */
  consumed: z.number(),
  /** SPEC 7's consumption switch: whether the advertiser is shown this consumption on the detail page. */
  sharedWithAdvertiser: z.boolean(),
});
export type CampaignConsumption = z.infer<typeof campaignConsumption>;

/** A rate a report converted with: units of `currency` per US dollar as known on `date`. */
export const usedRate = z.object({
  currency: currencySchema,
  date: z.iso.date(),
  perUsd: z.number(),
  /** `table`: a dated rate loaded for that day; `default`: the configured table, no dated rate being known. */
  source: z.enum(['table', 'default']),
});
export type UsedRate = z.infer<typeof usedRate>;
