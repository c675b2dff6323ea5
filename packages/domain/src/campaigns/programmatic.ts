import { z } from 'zod';
import { isoDateTime, paged } from '../contract/common';
import { recordId } from '../contract/limit-fields';
import {
  campaignStatusSchema,
  campaignTypeSchema,
  countryCodeSchema,
  currencySchema,
  displayStatusSchema,
} from '../shared/enums';
import { refusal } from '../shared/issue-message';

/** SPEC 9: "another part of the product uses page size 30 with page 1". */
export const PROGRAMMATICS_PAGE_SIZE = 30;

/**
 * A programmatic deal bought through the exchange (docs/decisions/035), as the Programmatics table shows it.
 * Money is in the deal's currency; delivery figures count everything the exchange reported so far.
 */
export const programmaticDeal = z.object({
  id: z.number().int(),
  /** The exchange's own id of the deal. */
  exchangeDealId: z.string(),
  name: z.string(),
  type: campaignTypeSchema,
  /** The raw status as the exchange last reported it (SPEC 4). */
  status: campaignStatusSchema,
  advertiserId: z.number().int(),
  advertiserName: z.string().nullable(),
  sellerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  country: countryCodeSchema,
  currency: currencySchema,
  /** The deal's price per thousand impressions. */
  cpm: z.number(),
  budget: z.number(),
  startDate: isoDateTime,
  endDate: isoDateTime,
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Percent, 2 decimals. */
  ctr: z.number(),
  /** Impressions priced at the CPM, 2 decimals. */
  spent: z.number(),
  /** When the exchange's figures were last brought in. */
  syncedAt: isoDateTime,
});
export type ProgrammaticDeal = z.infer<typeof programmaticDeal>;

/** Filters like Control's (SPEC 3 Campaign list filters), with SPEC 9's page of 30. */
export const programmaticListFilter = z
  .object({
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).max(200).default(PROGRAMMATICS_PAGE_SIZE),
    status: z.union([campaignStatusSchema, displayStatusSchema, z.literal('all')]).default('all'),
    type: campaignTypeSchema.optional(),
    seller: recordId().optional(),
    advertiser: recordId().optional(),
    country: countryCodeSchema.optional(),
    currencies: z.array(currencySchema).optional(),
    startDate: z.iso.date().optional(),
    endDate: z.iso.date().optional(),
    search: z.string().trim().min(3, 'needs 3 or more letters').max(120).optional(),
  })
  .refine(
    (filter) => !filter.startDate || !filter.endDate || filter.startDate <= filter.endDate,
    refusal('must not be before startDate', 'validation.endBeforeStart', { path: ['endDate'] }),
  );
export type ProgrammaticListFilter = z.input<typeof programmaticListFilter>;

export const programmaticListResponse = paged(programmaticDeal).extend({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type ProgrammaticListResponse = z.infer<typeof programmaticListResponse>;

/** Pause (PAUSED) or activate (DELIVERING), as for a campaign; the exchange decides what activating leads to. */
export const updateDealStatusRequest = z.object({
  status: campaignStatusSchema.extract(['PAUSED', 'DELIVERING']),
});
export type UpdateDealStatusRequest = z.infer<typeof updateDealStatusRequest>;

const deliveryFigures = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Percent, 2 decimals. */
  ctr: z.number(),
  /** In the deal's currency, 2 decimals. */
  spend: z.number(),
});

/** One deal's delivery by network day, every day of its flight so far, and the totals. */
export const dealStatisticsResponse = z.object({
  deal: programmaticDeal,
  days: z.array(deliveryFigures.extend({ date: z.iso.date() })),
  totals: deliveryFigures,
});
export type DealStatisticsResponse = z.infer<typeof dealStatisticsResponse>;
