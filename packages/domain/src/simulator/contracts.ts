import { z } from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { moneyAmount, recordId, unitPrice } from '../contract/limit-fields';
import {
  campaignFormatSchema,
  countryCodeSchema,
  currencySchema,
  purchaseModelSchema,
} from '../shared/enums';
import { refusal } from '../shared/issue-message';

/** The simulator is in everyone's side menu (SPEC 2), so every role may ask for a forecast. */
const tag = 'Simulator';

/** The longest flight the simulator forecasts, in days: a year and a day (a leap year's campaign). */
export const MAX_FORECAST_DAYS = 366;

const isoDay = (description: string) => z.iso.date().describe(description);

export const forecastRequest = z
  .object({
    country: countryCodeSchema,
    format: campaignFormatSchema,
    model: purchaseModelSchema,
    /** In the country's currency; the screen parses the typed text first (SPEC 5 budget text). */
    budget: moneyAmount(),
    unitPrice: unitPrice(),
    premium: z.boolean().default(false),
    /** The flight, both days included (the wizard's `date.start` and `date.end`). */
    startDate: isoDay('First day of the flight'),
    endDate: isoDay('Last day of the flight, included'),
    /** An audience the caller can see; its device count bounds the reach. */
    audienceId: recordId().optional(),
  })
  .refine(
    (request) => request.endDate >= request.startDate,
    refusal('must not be before the start date', 'validation.endBeforeStart', { path: ['endDate'] }),
  )
  .refine(
    (request) => flightDays(request.startDate, request.endDate) <= MAX_FORECAST_DAYS,
    refusal(`must be at most ${MAX_FORECAST_DAYS} days after the start date`, 'validation.periodTooLong', {
      path: ['endDate'],
      values: { max: MAX_FORECAST_DAYS },
    }),
  );
export type ForecastRequest = z.input<typeof forecastRequest>;

/** Days of a flight, both ends included. */
export function flightDays(startDate: string, endDate: string): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  return Math.round(day(endDate) - day(startDate)) + 1;
}

/** A forecast figure: what is expected, and the range it should fall in (about 8 times in 10, see basis). */
export const forecastRange = z.object({
  expected: z.number().nonnegative(),
  low: z.number().nonnegative(),
  high: z.number().nonnegative(),
});
export type ForecastRange = z.infer<typeof forecastRange>;

/** How alike the campaigns the forecast learnt from are to the one forecast, most alike first. */
export const FORECAST_TIERS = ['country_format_model', 'format_model', 'format', 'network', 'rules'] as const;
export type ForecastTier = (typeof FORECAST_TIERS)[number];

export const forecastBasis = z.object({
  tier: z.enum(FORECAST_TIERS),
  /** Similar campaigns the figures come from (0 with the `rules` tier). */
  peers: z.number().int().nonnegative(),
  /** Fewer peers than this and the next, wider tier is used. */
  minimumPeers: z.number().int().positive(),
  /** Delivery days read, the first and the last (null when there was no history). */
  period: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
  /** Median click-through rate of the peers, percent. */
  ctr: z.number().nonnegative(),
  /** Median fill of the peers: delivered impressions against their goal for the days they ran, percent. */
  fill: z.number().nonnegative(),
  /** Percent of clicks that become actions, for CPA (from CPA peers, or every click when none). */
  conversionRate: z.number().positive().nullable(),
  /** Median unique devices per impression of the peers with reach figures; null when none had any. */
  reachPerImpression: z.number().nonnegative().nullable(),
  /** The range was widened because the sample is small. */
  widened: z.boolean(),
  audience: z
    .object({
      id: z.number().int(),
      name: z.string(),
      devices: z.number().int().nonnegative(),
      /** The audience is too small for the goal: impressions and reach were capped by it. */
      limits: z.boolean(),
    })
    .nullable(),
});
export type ForecastBasis = z.infer<typeof forecastBasis>;

export const forecastDay = z.object({
  date: z.iso.date(),
  expected: z.number().nonnegative(),
  low: z.number().nonnegative(),
  high: z.number().nonnegative(),
});
export type ForecastDay = z.infer<typeof forecastDay>;

export const forecastResponse = z.object({
  currency: currencySchema,
  days: z.number().int().positive(),
  /** What the budget buys at the unit price, the campaign's target. */
  goal: z.object({ impressions: z.number().int().nonnegative(), clicks: z.number().int().nonnegative() }),
  impressions: forecastRange,
  clicks: forecastRange,
  /** Percent. */
  ctr: forecastRange,
  /** Unique devices; null when no similar campaign reported reach. */
  reach: forecastRange.nullable(),
  /** In the campaign's currency, never above the budget. */
  spend: forecastRange,
  /** Expected impressions per day of the flight. */
  daily: z.array(forecastDay),
  basis: forecastBasis,
});
export type ForecastResponse = z.infer<typeof forecastResponse>;

export const forecastCampaign = defineEndpoint({
  operationId: 'simulator.forecast',
  method: 'POST',
  path: '/simulator/forecast',
  tag,
  summary: 'Expected impressions, clicks, CTR, reach, spend and daily delivery of a campaign, with ranges',
  access: 'authenticated',
  body: forecastRequest,
  response: forecastResponse,
});

export const simulatorPriceRequest = z.object({
  country: countryCodeSchema,
  model: purchaseModelSchema,
  budget: moneyAmount(),
  premium: z.boolean().default(false),
});
export type SimulatorPriceRequest = z.input<typeof simulatorPriceRequest>;
export const simulatorPriceResponse = z.object({ price: z.number().positive(), currency: currencySchema });
export type SimulatorPriceResponse = z.infer<typeof simulatorPriceResponse>;

/** The unit-price formula of `campaigns/formula` for every role: analysts simulate but do not create campaigns. */
export const simulatorUnitPrice = defineEndpoint({
  operationId: 'simulator.unitPrice',
  method: 'POST',
  path: '/simulator/unit-price',
  tag,
  summary: "Suggested unit price for a country's purchase model and budget, as the campaign formula gives it",
  access: 'authenticated',
  body: simulatorPriceRequest,
  response: simulatorPriceResponse,
});
