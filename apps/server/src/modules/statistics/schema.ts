import { SOURCES } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { count, oneOf, updatedAt } from '../../db/columns';
import { campaigns } from '../campaigns/schema';
import { creatives } from '../creatives/schema';

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
