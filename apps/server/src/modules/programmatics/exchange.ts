import {
  campaignStatusSchema,
  campaignTypeSchema,
  countryCodeSchema,
  currencySchema,
} from '@adcontrol/domain/shared/enums';
import { z } from 'zod';

/** A deal as the exchange describes it (docs/decisions/035). `buyerId` is the advertiser account it is bought for. */
export const exchangeDeal = z.object({
  dealId: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  type: campaignTypeSchema,
  status: campaignStatusSchema,
  buyerId: z.string().min(1).max(100),
  country: countryCodeSchema,
  currency: currencySchema,
  cpm: z.number().nonnegative(),
  budget: z.number().nonnegative(),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
});
export type ExchangeDeal = z.infer<typeof exchangeDeal>;

/** One deal's delivery on one network day (-03:00), the day's totals so far: read again, it replaces itself. */
export const exchangeDayStatistics = z.object({
  dealId: z.string().min(1).max(100),
  date: z.iso.date(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  spend: z.number().nonnegative(),
});
export type ExchangeDayStatistics = z.infer<typeof exchangeDayStatistics>;

/**
 * The programmatic exchange as adcontrol drives it (ARCHITECTURE 8): the deals it holds for us, their daily
 * delivery, and pause and activate. A change carries an idempotency key, so a retried call is applied once.
 * A change the exchange will not apply throws `ExchangeRefusedError`; one it could not be asked throws any other
 * error.
 */
export interface ProgrammaticExchange {
  deals(): Promise<ExchangeDeal[]>;
  /** Every deal's days from `since` (`YYYY-MM-DD`) on; all days without it. */
  statistics(since?: string): Promise<ExchangeDayStatistics[]>;
  pause(dealId: string, key: string): Promise<ExchangeDeal>;
  activate(dealId: string, key: string): Promise<ExchangeDeal>;
}

/** The exchange answered that it will not apply a change, naming the deal's status now when it says. */
export class ExchangeRefusedError extends Error {
  constructor(
    message: string,
    readonly status: ExchangeDeal['status'] | null = null,
  ) {
    super(message);
    this.name = 'ExchangeRefusedError';
  }
}
