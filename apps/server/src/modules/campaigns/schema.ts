import {
  CAMPAIGN_FORMATS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CAPPING_SOURCES,
  CURRENCIES,
  PURCHASE_MODELS,
} from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, count, createdAt, id, oneOf, updatedAt } from '../../db/columns';
import { deliveredUnitsSql } from '../../db/delivery-metric';
import type { CampaignDataInfo, StoredFile } from '../../db/json-types';
import { nameKeyOf } from '../../db/name-key';
import { campaignDaysSql } from '../../db/needed-capping';
import { accountRef, accounts } from '../accounts/schema';

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    /** What makes two names the same (docs/decisions/046): case, accents and spaces aside. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(() => nameKeyOf('name')),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    sellerId: accountRef('seller_id'),
    /** The advertised product or brand line (campaign table column "product"). */
    product: text('product'),
    country: text('country').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    timezone: text('timezone').notNull(),
    premium: boolean('premium').notNull().default(false),
    purchaseModel: text('purchase_model', { enum: PURCHASE_MODELS }).notNull(),
    campaignType: text('campaign_type', { enum: CAMPAIGN_TYPES }).notNull().default('STANDARD'),
    format: text('format', { enum: CAMPAIGN_FORMATS }).notNull(),
    budgetTotal: numeric('budget_total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    /** Percent of clicks that convert (2.5 means 2.5 %). */
    conversionRate: numeric('conversion_rate', { precision: 6, scale: 3, mode: 'number' }),
    /** Expected click-through rate in percent (1.2 means 1.2 %). */
    ctr: numeric('ctr', { precision: 6, scale: 3, mode: 'number' }),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('DRAFT'),
    source: text('source', { enum: CAPPING_SOURCES }),
    empower: boolean('empower').notNull().default(false),
    comments: text('comments'),
    cappingImpressions: count('capping_impressions'),
    cappingClicks: count('capping_clicks'),
    cappingNewtonImpressions: count('capping_newton_impressions'),
    cappingNewtonClicks: count('capping_newton_clicks'),
    cappingSinewImpressions: count('capping_sinew_impressions'),
    cappingSinewClicks: count('capping_sinew_clicks'),
    linkedNewton: boolean('linked_newton').notNull().default(false),
    linkedSinew: boolean('linked_sinew').notNull().default(false),
    enableOptimized: boolean('enable_optimized').notNull().default(false),
    // What the admin lets the advertiser see on the detail page (docs/decisions/025).
    reportConsumption: boolean('report_consumption').notNull().default(false),
    reportShowApps: boolean('report_show_apps').notNull().default(false),
    reportTypeReports: boolean('report_type_reports').notNull().default(false),
    /** Share of traffic, in percent, given to optimized creatives. */
    optimizationWeight: integer('optimization_weight').notNull().default(0),
    /** CTR in percent under which the optimizer stops favouring a creative. */
    optimizationThreshold: numeric('optimization_threshold', { precision: 6, scale: 3, mode: 'number' }),
    targetImpressions: count('target_impressions'),
    targetClicks: count('target_clicks'),
    /**
     * SPEC 5's campaign days and the capping set now in the campaign's metric, kept by the database so the Control
     * list sorts by them through an index (docs/decisions/068).
     */
    days: integer('days')
      .notNull()
      .generatedAlwaysAs(() =>
        campaignDaysSql({ start: sql.raw('"start_date"'), end: sql.raw('"end_date"') }),
      ),
    currentCapping: bigint('current_capping', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(() =>
        deliveredUnitsSql(
          { impressions: sql.raw('"capping_impressions"'), clicks: sql.raw('"capping_clicks"') },
          sql.raw('"purchase_model"'),
        ),
      ),
    dataInfo: jsonb('data_info').$type<CampaignDataInfo>(),
    /** Work orders (SPEC draft `odt`). */
    workOrderFiles: jsonb('work_order_files').$type<StoredFile[]>().notNull().default([]),
    createdBy: accountRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_name_key').on(t.nameKey),
    // A caller's scope is a set of advertisers: each one's campaigns by end date, the start alongside, so a scoped
    // list and its count read the index alone (docs/decisions/068).
    index('campaigns_advertiser_end_date_idx').on(t.advertiserId, t.endDate, t.id, t.startDate),
    index('campaigns_seller_id_idx').on(t.sellerId),
    // Ordered as lists sort (end date, then id for ties), with the start for the in-progress test and the columns
    // the filters compare after the unique pair, so counting a filtered status reads the index alone
    // (docs/decisions/024, 068).
    index('campaigns_dates_idx').on(
      t.endDate,
      t.id,
      t.startDate,
      t.currency,
      t.enableOptimized,
      t.country,
      t.sellerId,
      t.advertiserId,
      t.status,
    ),
    // The Control list: awaiting campaigns by start, a raw status by end date.
    index('campaigns_start_date_idx').on(t.startDate, t.id),
    index('campaigns_status_end_date_idx').on(t.status, t.endDate, t.id),
    // Search by any part of the name (pg_trgm, migration 0018).
    index('campaigns_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Every other column the list sorts by, each with the id that breaks ties (docs/decisions/068). Columns that
    // can be empty sort them last both ways: one index per direction.
    index('campaigns_name_sort_idx').on(sql`lower(${t.name})`, t.id),
    index('campaigns_status_sort_idx').on(t.status, t.id),
    index('campaigns_source_asc_idx').on(t.source.asc().nullsLast(), t.id.asc()),
    index('campaigns_source_desc_idx').on(t.source.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('campaigns_days_idx').on(t.days, t.id),
    index('campaigns_current_capping_idx').on(t.currentCapping, t.id),
    index('campaigns_target_impressions_idx').on(t.targetImpressions, t.id),
    index('campaigns_target_clicks_idx').on(t.targetClicks, t.id),
    index('campaigns_budget_idx').on(t.budgetTotal, t.id),
    // The budget in dollars: per currency by amount, merged at the request's rates.
    index('campaigns_currency_budget_idx').on(t.currency, t.budgetTotal, t.id),
    index('campaigns_product_asc_idx').on(sql`lower(${t.product}) asc nulls last`, t.id.asc()),
    index('campaigns_product_desc_idx').on(
      sql`lower(${t.product}) desc nulls last`,
      t.id.desc().nullsFirst(),
    ),
    index('campaigns_country_idx').on(t.country, t.id),
    index('campaigns_weight_idx').on(t.optimizationWeight, t.id),
    check('campaigns_currency_check', oneOf(t.currency, CURRENCIES)),
    check('campaigns_purchase_model_check', oneOf(t.purchaseModel, PURCHASE_MODELS)),
    check('campaigns_campaign_type_check', oneOf(t.campaignType, CAMPAIGN_TYPES)),
    check('campaigns_format_check', oneOf(t.format, CAMPAIGN_FORMATS)),
    check('campaigns_status_check', oneOf(t.status, CAMPAIGN_STATUSES)),
    check('campaigns_source_check', oneOf(t.source, CAPPING_SOURCES)),
    check('campaigns_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('campaigns_money_check', sql`${t.budgetTotal} >= 0 and ${t.unitPrice} >= 0`),
    check('campaigns_optimization_weight_check', sql`${t.optimizationWeight} between 0 and 100`),
  ],
);

/**
 * Everything each campaign has delivered and what it comes to, kept by `refreshCampaignDelivery` whenever
 * statistics or the campaign's price and target change (docs/decisions/024), so the Control list shows and sorts
 * its figures without summing statistics. Every campaign has its row: a trigger adds it with the campaign (the
 * migration `0005_rollup_figures`), so the list joins it inner and reads these indexes in order.
 */
export const campaignDelivery = pgTable(
  'campaign_delivery',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    impressions: count('impressions'),
    clicks: count('clicks'),
    /** Click-through rate in percent, unrounded to 4 places (the API rounds to 2); 0 with no impressions. */
    ctr: numeric('ctr', { precision: 9, scale: 4, mode: 'number' }).notNull().default(0),
    /** Delivered against target in percent, exact (the API rounds to 1); 0 without a target. */
    progress: numeric('progress', { mode: 'number' }).notNull().default(0),
    /** Delivery priced by purchase model, never past the budget (db/spend.ts), exact. */
    spent: numeric('spent', { mode: 'number' }).notNull().default(0),
    /** Effective cost per thousand impressions and per click; null before the first one. */
    cpm: numeric('cpm', { mode: 'number' }),
    cpc: numeric('cpc', { mode: 'number' }),
    /** Delivery on the day `campaign_delivery_day` names, which the list first rolls to its own yesterday. */
    yesterdayImpressions: count('yesterday_impressions'),
    yesterdayClicks: count('yesterday_clicks'),
    /**
     * The needed capping (rules/needed-capping.ts) on the day after the one `campaign_delivery_day` names: the day
     * the list asks for once it rolled. The refresh and the roll recompute it, and so do the triggers of migration
     * 0018 when a campaign is added or its dates, target or purchase model change (docs/decisions/068).
     */
    neededCapping: count('needed_capping'),
    /**
     * The advertiser's name and the seller's label as the list shows and sorts them, copied from `accounts` by the
     * triggers of migration 0018 whenever a campaign is added or moved and an account renamed.
     */
    advertiserName: text('advertiser_name'),
    sellerName: text('seller_name'),
    updatedAt: updatedAt(),
  },
  // Each sort reads its index in order; ties go by the id in the same direction, so the id comes second.
  (t) => [
    index('campaign_delivery_impressions_idx').on(t.impressions, t.campaignId),
    index('campaign_delivery_clicks_idx').on(t.clicks, t.campaignId),
    index('campaign_delivery_ctr_idx').on(t.ctr, t.campaignId),
    index('campaign_delivery_progress_idx').on(t.progress, t.campaignId),
    index('campaign_delivery_spent_idx').on(t.spent, t.campaignId),
    // Costs are empty before any delivery and sort last both ways: one index per direction.
    index('campaign_delivery_cpm_asc_idx').on(t.cpm.asc().nullsLast(), t.campaignId.asc()),
    index('campaign_delivery_cpm_desc_idx').on(t.cpm.desc().nullsLast(), t.campaignId.desc().nullsFirst()),
    index('campaign_delivery_cpc_asc_idx').on(t.cpc.asc().nullsLast(), t.campaignId.asc()),
    index('campaign_delivery_cpc_desc_idx').on(t.cpc.desc().nullsLast(), t.campaignId.desc().nullsFirst()),
    index('campaign_delivery_yesterday_impressions_idx').on(t.yesterdayImpressions, t.campaignId),
    index('campaign_delivery_yesterday_clicks_idx').on(t.yesterdayClicks, t.campaignId),
    index('campaign_delivery_needed_capping_idx').on(t.neededCapping, t.campaignId),
    // Names sort case-insensitively and, being possibly empty, last both ways.
    index('campaign_delivery_advertiser_name_asc_idx').on(
      sql`lower(${t.advertiserName}) asc nulls last`,
      t.campaignId.asc(),
    ),
    index('campaign_delivery_advertiser_name_desc_idx').on(
      sql`lower(${t.advertiserName}) desc nulls last`,
      t.campaignId.desc().nullsFirst(),
    ),
    index('campaign_delivery_seller_name_asc_idx').on(
      sql`lower(${t.sellerName}) asc nulls last`,
      t.campaignId.asc(),
    ),
    index('campaign_delivery_seller_name_desc_idx').on(
      sql`lower(${t.sellerName}) desc nulls last`,
      t.campaignId.desc().nullsFirst(),
    ),
  ],
);

/** The one network day every rollup row's yesterday figures are of (a single row; none before the first roll). */
export const campaignDeliveryDay = pgTable(
  'campaign_delivery_day',
  {
    isOnly: boolean('is_only').primaryKey().default(true),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [check('campaign_delivery_day_single', sql`${t.isOnly}`)],
);

/**
 * The version of the data the Control list's answers are made of (docs/decisions/024): statement triggers on
 * every table a list answer reads move it on each write (migration 0006), and each list request reads it once, so
 * an answer cached under an older version is never served again, by this server or any other.
 */
export const listCacheVersion = pgSequence('list_cache_version');
