import type { AudienceFilters, AudienceOptions } from '@adcontrol/domain/audiences/audience';
// Scheduled reports (issue 11)
import { SCHEDULE_FREQUENCIES, SCHEDULE_KINDS } from '@adcontrol/domain/scheduled-reports/schedule';
import {
  CAMPAIGN_FORMATS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CAPPING_SOURCES,
  CREATIVE_FORMATS,
  CURRENCIES,
  LANGUAGES,
  PURCHASE_MODELS,
  ROLES,
  SOURCES,
} from '@adcontrol/domain/shared/enums';
import { REPORT_FORMATS } from '@adcontrol/domain/statistics/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, bigId, count, createdAt, id, oneOf, updatedAt } from './columns';
import type { CampaignDataInfo, Pretargeting, StoredFile } from './json-types';
import { nameKeyOf } from './name-key';

/*
 * Enumerated values are text columns with CHECK constraints rather than Postgres enums: adding a value is a
 * one-line constraint swap inside a transaction, and the TypeScript type still comes from packages/domain.
 */

export { CAMPAIGN_FORMATS, type CampaignFormat } from '@adcontrol/domain/shared/enums';
export const ONE_TIME_TOKEN_PURPOSES = ['email_confirmation', 'password_reset'] as const;
export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

const accountRef = (name: string) => integer(name).references(() => accounts.id, { onDelete: 'set null' });

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    role: text('role', { enum: ROLES }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    timezone: text('timezone').notNull().default('UTC'),
    avatar: text('avatar'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** The seller, super seller or other account this one hangs from in the sales tree. */
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    index('accounts_parent_id_idx').on(t.parentId),
    index('accounts_role_country_idx').on(t.role, t.country),
    check('accounts_role_check', oneOf(t.role, ROLES)),
    check('accounts_language_check', oneOf(t.language, LANGUAGES)),
    check('accounts_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('accounts_parent_not_self_check', sql`${t.parentId} <> ${t.id}`),
  ],
);

/** SPEC advertisersLinked: advertisers an account may work for besides those in its own subtree. */
export const accountAdvertiserLinks = pgTable(
  'account_advertiser_links',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.advertiserId] }),
    index('account_advertiser_links_advertiser_id_idx').on(t.advertiserId),
    check('account_advertiser_links_not_self_check', sql`${t.accountId} <> ${t.advertiserId}`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigId(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    /** Every token rotated from the same sign-in shares a family; reusing a spent token revokes the family. */
    familyId: uuid('family_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The admin signed into `accountId` (impersonation), or null. */
    actingAccountId: integer('acting_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_account_id_idx').on(t.accountId),
  ],
);

/** Single-use links sent by e-mail: account confirmation and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigId(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_key'),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_account_id_purpose_idx').on(t.accountId, t.purpose),
    check('one_time_tokens_purpose_check', oneOf(t.purpose, ONE_TIME_TOKEN_PURPOSES)),
  ],
);

/**
 * Fixed-window counters of the rate limits on sign-in, sign-up, forgot and reset (ARCHITECTURE 5 and 12):
 * in the database so every instance counts together; Redis holds them instead when REDIS_URL is set.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: at('window_started_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_started_at_idx').on(t.windowStartedAt)],
);

export const audiences = pgTable(
  'audiences',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What makes two names the same (docs/decisions/046): unique per owner. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(() => nameKeyOf('name')),
    filters: jsonb('filters').$type<AudienceFilters>().notNull(),
    options: jsonb('options').$type<AudienceOptions>().notNull().default({ ignoreMultiplier: false }),
    /** The audience's count when it was last saved; null when counts were not available then. */
    size: bigint('size', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('audiences_owner_id_idx').on(t.ownerId),
    uniqueIndex('audiences_owner_name_key').on(t.ownerId, t.nameKey),
  ],
);

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
    dataInfo: jsonb('data_info').$type<CampaignDataInfo>(),
    /** Work orders (SPEC draft `odt`). */
    workOrderFiles: jsonb('work_order_files').$type<StoredFile[]>().notNull().default([]),
    createdBy: accountRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_name_key').on(t.nameKey),
    index('campaigns_advertiser_id_idx').on(t.advertiserId),
    index('campaigns_seller_id_idx').on(t.sellerId),
    index('campaigns_country_idx').on(t.country),
    // Ordered as lists sort (end date, then id for ties), with the start for the in-progress test
    // (docs/decisions/024).
    index('campaigns_dates_idx').on(t.endDate, t.id, t.startDate),
    // The Control list: awaiting campaigns by start, a raw status by end date.
    index('campaigns_start_date_idx').on(t.startDate, t.id),
    index('campaigns_status_end_date_idx').on(t.status, t.endDate, t.id),
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

export const creatives = pgTable(
  'creatives',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The creative a `_support` or `_optimized` variant was generated from. */
    parentCreativeId: integer('parent_creative_id').references((): AnyPgColumn => creatives.id, {
      onDelete: 'cascade',
    }),
    format: text('format', { enum: CREATIVE_FORMATS }).notNull(),
    /** Starts with the format (push, banner, interstitial, video); may end in `_support` or `_optimized`. */
    name: text('name').notNull(),
    setName: text('set_name'),
    /** 0 active, 1 paused. */
    status: smallint('status').$type<0 | 1>().notNull().default(0),
    audienceId: integer('audience_id').references(() => audiences.id, { onDelete: 'set null' }),
    topics: text('topics').array().notNull().default([]),
    products: text('products').array().notNull().default([]),
    /** SPEC creative `audiences`: named segments beside the audience itself. */
    audienceSegments: text('audience_segments').array().notNull().default([]),
    link: text('link'),
    image: text('image'),
    logo: text('logo'),
    title: text('title'),
    subtitle: text('subtitle'),
    video: text('video'),
    tag: text('tag'),
    html: text('html'),
    vast: boolean('vast').notNull().default(false),
    vastXml: text('vast_xml'),
    width: integer('width'),
    height: integer('height'),
    /** Video length in whole seconds. */
    timer: integer('timer'),
    zone: integer('zone').notNull().default(6),
    deliveryRule: boolean('delivery_rule').notNull().default(false),
    /** ISO weekdays, 1 Monday to 7 Sunday; only meaningful with `deliveryRule`. */
    days: integer('days').array().notNull().default([]),
    /** Hours 0 to 23; only meaningful with `deliveryRule`. */
    hours: integer('hours').array().notNull().default([]),
    clickTag: text('click_tag'),
    checkedClickTag: boolean('checked_click_tag').notNull().default(false),
    impressionTag: text('impression_tag'),
    isOptimized: boolean('is_optimized').notNull().default(false),
    pretargeting: jsonb('pretargeting').$type<Pretargeting>(),
    preview: text('preview'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('creatives_campaign_id_idx').on(t.campaignId),
    index('creatives_audience_id_idx').on(t.audienceId),
    index('creatives_parent_creative_id_idx').on(t.parentCreativeId),
    // Lets statistics reference (creative, campaign) together, so a row can never mix two campaigns.
    unique('creatives_id_campaign_id_key').on(t.id, t.campaignId),
    check('creatives_format_check', oneOf(t.format, CREATIVE_FORMATS)),
    check('creatives_status_check', oneOf(t.status, [0, 1])),
    check('creatives_size_check', sql`coalesce(${t.width}, 0) >= 0 and coalesce(${t.height}, 0) >= 0`),
  ],
);

/** Daily delivery per creative and delivery server, as the servers report it. */
export const campaignStatistics = pgTable(
  'campaign_statistics',
  {
    date: date('date', { mode: 'string' }).notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creativeId: integer('creative_id').notNull(),
    source: text('source', { enum: SOURCES }).notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
    // Breakdowns cover only the traffic whose gender or age is known, so each sums to at most the total.
    impressionsMale: count('impressions_male'),
    impressionsFemale: count('impressions_female'),
    clicksMale: count('clicks_male'),
    clicksFemale: count('clicks_female'),
    impressionsAgeUnder18: count('impressions_age_under_18'),
    impressionsAge18To24: count('impressions_age_18_24'),
    impressionsAge25To34: count('impressions_age_25_34'),
    impressionsAge35To44: count('impressions_age_35_44'),
    impressionsAge45To54: count('impressions_age_45_54'),
    impressionsAge55To65: count('impressions_age_55_65'),
    impressionsAge66Plus: count('impressions_age_66_plus'),
    clicksAgeUnder18: count('clicks_age_under_18'),
    clicksAge18To24: count('clicks_age_18_24'),
    clicksAge25To34: count('clicks_age_25_34'),
    clicksAge35To44: count('clicks_age_35_44'),
    clicksAge45To54: count('clicks_age_45_54'),
    clicksAge55To65: count('clicks_age_55_65'),
    clicksAge66Plus: count('clicks_age_66_plus'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.creativeId, t.source, t.date] }),
    foreignKey({
      name: 'campaign_statistics_creative_fk',
      columns: [t.creativeId, t.campaignId],
      foreignColumns: [creatives.id, creatives.campaignId],
    }).onDelete('cascade'),
    index('campaign_statistics_campaign_id_date_idx').on(t.campaignId, t.date),
    index('campaign_statistics_date_idx').on(t.date),
    check('campaign_statistics_source_check', oneOf(t.source, SOURCES)),
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

/*
 * Breakdowns of delivery as the delivery servers report them, one row per campaign and network day (and key).
 * Every primary key starts with (campaign_id, date), so a campaign's date range is one contiguous index range
 * however many rows other campaigns have (docs/decisions/025).
 */

/** Daily delivery by country and region (subdivision) of the device. */
export const campaignRegionStatistics = pgTable(
  'campaign_region_statistics',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    region: text('region').notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.date, t.country, t.region] }),
    check('campaign_region_statistics_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** Daily delivery inside each publisher app, by its store id (bundle). */
export const campaignAppStatistics = pgTable(
  'campaign_app_statistics',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    app: text('app').notNull(),
    /** The app's name as the server reported it that day. */
    appName: text('app_name').notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.date, t.app] })],
);

/** Daily video progress per video creative: views that started and reached each quartile. */
export const creativeVideoQuartiles = pgTable(
  'creative_video_quartiles',
  {
    campaignId: integer('campaign_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    creativeId: integer('creative_id').notNull(),
    starts: count('starts'),
    firstQuartile: count('first_quartile'),
    midpoint: count('midpoint'),
    thirdQuartile: count('third_quartile'),
    completes: count('completes'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.date, t.creativeId] }),
    foreignKey({
      name: 'creative_video_quartiles_creative_fk',
      columns: [t.creativeId, t.campaignId],
      foreignColumns: [creatives.id, creatives.campaignId],
    }).onDelete('cascade'),
    check('creative_video_quartiles_order_check', sql`${t.starts} >= ${t.firstQuartile}`),
    check('creative_video_quartiles_first_check', sql`${t.firstQuartile} >= ${t.midpoint}`),
    check('creative_video_quartiles_midpoint_check', sql`${t.midpoint} >= ${t.thirdQuartile}`),
    check('creative_video_quartiles_third_check', sql`${t.thirdQuartile} >= ${t.completes}`),
  ],
);

/**
 * Unique devices per campaign as the delivery server counts them: reach cannot be summed over days (a device
 * seen twice counts once), so each day carries that day's uniques and the uniques from the campaign's first
 * day through it, and a reach "so far" is one row, never a sum.
 */
export const campaignReach = pgTable(
  'campaign_reach',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    devices: count('devices'),
    cumulativeDevices: count('cumulative_devices'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.date] }),
    check('campaign_reach_cumulative_check', sql`${t.cumulativeDevices} >= ${t.devices}`),
  ],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: bigId(),
    accountId: accountRef('account_id'),
    /** As typed at sign-in, also kept when no account matched. */
    email: text('email').notNull(),
    success: boolean('success').notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    actingAccountId: accountRef('acting_account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_events_account_id_created_at_idx').on(t.accountId, t.createdAt),
    index('login_events_created_at_idx').on(t.createdAt),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigId(),
    /**
     * Plain ids, no foreign keys: the log outlives the accounts it names and no row of it is ever rewritten,
     * not even by a deletion's `set null` (docs/decisions/034; a trigger refuses UPDATE and DELETE).
     */
    accountId: integer('account_id'),
    actingAccountId: integer('acting_account_id'),
    /** `<entity>.<past-tense verb>`, e.g. `campaign.created`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The address the change came from (the request's, as the proxy settings trust it). */
    ip: inet('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt),
    index('activity_log_acting_account_id_idx').on(t.actingAccountId),
    index('activity_log_account_id_idx').on(t.accountId),
    index('activity_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * A payment an advertiser made (docs/decisions/037): its method is a row of `payment_methods`, the campaigns it
 * covers are rows of `payment_campaigns`, and only admins move it out of pending.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    methodId: integer('method_id')
      .notNull()
      .references((): AnyPgColumn => paymentMethods.id, { onDelete: 'restrict' }),
    /** The day the advertiser paid, as they state it. */
    paidOn: date('paid_on', { mode: 'string' }).notNull().defaultNow(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Why an admin rejected (or approved) it, when they said. */
    statusReason: text('status_reason'),
    reviewedBy: accountRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    /** Bank or processor reference of the transfer. */
    reference: text('reference'),
    /** Storage key of the proof of payment (PDF, XLSX or DOCX), in the private `payment-proofs` folder. */
    proofFile: text('proof_file'),
    /** The file name the uploader gave, only to show and to name the download. */
    proofName: text('proof_name'),
    createdBy: accountRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_advertiser_id_idx').on(t.advertiserId),
    index('payments_paid_on_idx').on(t.paidOn),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_currency_check', oneOf(t.currency, CURRENCIES)),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

/**
 * Changes waiting to reach a delivery server (ARCHITECTURE 8; docs/decisions/030). Each row is written in the same
 * transaction as the change in our tables, and the delivery worker sends a campaign's rows to each server in id
 * order, retrying with backoff until the server confirms. `key` is the idempotency key the server honours, so a
 * row is applied once even when a confirmation is lost and it is sent again. Not tied to the campaign by a
 * foreign key: an unlink must still reach the server after the campaign is removed here.
 */
export const deliveryOutbox = pgTable(
  'delivery_outbox',
  {
    id: bigId(),
    key: uuid('key').notNull().defaultRandom().unique('delivery_outbox_key_key'),
    campaignId: integer('campaign_id').notNull(),
    server: text('server', { enum: SOURCES }).notNull(),
    /** What to tell the server (modules/delivery/changes.ts). */
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A worker holds the row until then while it sends it; another worker leaves it alone. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    /**
     * Set when the server refused the change for good (a 4xx, several times): the worker leaves it aside, later
     * changes go on, and an admin retries or drops it (docs/decisions/031).
     */
    failedAt: at('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_outbox_pending_idx')
      .on(t.campaignId, t.server, t.id)
      .where(sql`${t.deliveredAt} is null`),
    check('delivery_outbox_server_check', oneOf(t.server, SOURCES)),
  ],
);

/**
 * The last day of breakdowns each delivery server reported for a campaign (regions, apps, video quartiles and
 * unique devices, modules/delivery/changes.ts `serverBreakdown`). The breakdown tables hold one row per campaign
 * and day for both servers together, so the day is rebuilt from these whenever either reports it again
 * (docs/decisions/032).
 */
export const deliveryServerBreakdowns = pgTable(
  'delivery_server_breakdowns',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    server: text('server', { enum: SOURCES }).notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.date, t.server] }),
    check('delivery_server_breakdowns_server_check', oneOf(t.server, SOURCES)),
  ],
);

// ---- Scheduled reports (issue 11, docs/decisions/040) ----

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'interrupted'] as const;
export type ScheduledDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * A person's standing order for a campaign's or an advertiser's report by e-mail. `targetId` names a campaign or
 * an advertiser account by `kind`, so it has no foreign key; the owner's scope is checked again at every send.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SCHEDULE_KINDS }).notNull(),
    targetId: integer('target_id').notNull(),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    frequency: text('frequency', { enum: SCHEDULE_FREQUENCIES }).notNull(),
    /** ISO weekday (1-7) for weekly, day of the month (1-28) for monthly. */
    day: smallint('day').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    nextRunAt: at('next_run_at').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_schedules_owner_id_idx').on(t.ownerId),
    index('report_schedules_due_idx').on(t.nextRunAt).where(sql`${t.isActive}`),
    check('report_schedules_kind_check', oneOf(t.kind, SCHEDULE_KINDS)),
    check('report_schedules_format_check', oneOf(t.format, REPORT_FORMATS)),
    check('report_schedules_frequency_check', oneOf(t.frequency, SCHEDULE_FREQUENCIES)),
    check('report_schedules_language_check', oneOf(t.language, LANGUAGES)),
    check(
      'report_schedules_day_check',
      sql`${t.day} >= 1 and ${t.day} <= case when ${t.frequency} = 'weekly' then 7 else 28 end`,
    ),
  ],
);

/**
 * One report of one period of a schedule. The row is inserted in the transaction that advances the schedule's
 * next run, and (schedule, period) is unique, so however many instances run the scheduler a period is queued once;
 * the status then moves pending -> sending -> sent, and a row left `sending` by a process that died is marked
 * `interrupted`, never sent again (at most once, docs/decisions/040).
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: bigId(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** When a worker took it to send: a `sending` row older than the lease belonged to a process that died. */
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('report_deliveries_schedule_period_key').on(t.scheduleId, t.periodStart),
    index('report_deliveries_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('report_deliveries_status_check', oneOf(t.status, DELIVERY_STATUSES)),
  ],
);

/**
 * Dated exchange rates for expense reports (docs/decisions/038): units of a currency per US dollar as known on a
 * day. A day's spend is converted at the rate of that day or, when none was loaded for it, of the nearest earlier
 * day; the key reads that in one index step.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    perUsd: numeric('per_usd', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.date] }),
    check('exchange_rates_currency_check', oneOf(t.currency, CURRENCIES)),
    check('exchange_rates_per_usd_check', sql`${t.perUsd} > 0`),
  ],
);

/**
 * Programmatic deals of the exchange (SPEC 2 Programmatics; docs/decisions/035), as the last sync brought them in.
 * The exchange owns a deal: name, type, raw status, prices and dates are its own; the advertiser is the account the
 * exchange names as buyer, the seller that advertiser's selling parent. The delivery totals sum the daily rows.
 */
export const programmaticDeals = pgTable(
  'programmatic_deals',
  {
    id: id(),
    exchangeDealId: text('exchange_deal_id').notNull().unique('programmatic_deals_exchange_deal_id_key'),
    name: text('name').notNull(),
    type: text('type', { enum: CAMPAIGN_TYPES }).notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => accounts.id, { onDelete: 'set null' }),
    country: text('country').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    cpm: numeric('cpm', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
    spent: numeric('spent', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    syncedAt: at('synced_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('programmatic_deals_advertiser_idx').on(t.advertiserId),
    index('programmatic_deals_start_idx').on(t.startDate, t.id),
    check('programmatic_deals_type_check', oneOf(t.type, CAMPAIGN_TYPES)),
    check('programmatic_deals_status_check', oneOf(t.status, CAMPAIGN_STATUSES)),
    check('programmatic_deals_currency_check', oneOf(t.currency, CURRENCIES)),
  ],
);

/** A deal's delivery by network day (-03:00), as the exchange reports it: a day's row replaces itself. */
export const programmaticDealStatistics = pgTable(
  'programmatic_deal_statistics',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => programmaticDeals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
    spend: numeric('spend', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.date] })],
);

/**
 * The offline exchange's own book (ARCHITECTURE 8; docs/decisions/035): each deal's plan (dates, outcome, the
 * scripted turns of its life) and the pauses and activations it was sent. Not ours: the sync reads it only through
 * the exchange adapter, exactly as it reads a real exchange over HTTP. Kept in the database so every instance sees
 * one exchange and a pause survives a restart.
 */
export const offlineExchangeDeals = pgTable('offline_exchange_deals', {
  dealId: text('deal_id').primaryKey(),
  plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
  actions: jsonb('actions').$type<Record<string, unknown>[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * How advertisers pay (docs/decisions/037). The built-in methods carry a `code` the web app translates; a method
 * an admin adds has only its name. A method is deactivated, never deleted, so past payments keep theirs.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    code: text('code'),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: accountRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_code_idx').on(t.code),
    uniqueIndex('payment_methods_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** The campaigns a payment covers: all of the payment's advertiser and in its currency (service-checked). */
export const paymentCampaigns = pgTable(
  'payment_campaigns',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.campaignId] }),
    index('payment_campaigns_campaign_id_idx').on(t.campaignId),
  ],
);

/**
 * Client slide decks being made or made (docs/decisions/039): the durable job a worker of any instance claims
 * with `for update skip locked` and holds by a lease it renews as it goes, so a job whose worker died (a restart)
 * is taken again once the lease ends. The files live in storage under `pptx_key` and `pdf_key`.
 */
export const presentationJobs = pgTable(
  'presentation_jobs',
  {
    id: id(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: smallint('progress').notNull().default(0),
    step: text('step').notNull().default('waiting'),
    /** What was asked, with the campaigns resolved when it was queued (`DeckRequest`). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    title: text('title').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    actingAccountId: accountRef('acting_account_id'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    error: text('error'),
    pptxKey: text('pptx_key'),
    pdfKey: text('pdf_key'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('presentation_jobs_pending_idx').on(t.id).where(sql`${t.status} in ('queued', 'running')`),
    index('presentation_jobs_created_at_idx').on(t.createdAt),
    check('presentation_jobs_status_check', oneOf(t.status, ['queued', 'running', 'done', 'failed'])),
    check('presentation_jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
