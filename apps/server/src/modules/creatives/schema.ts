import { CREATIVE_FORMATS } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from '../../db/columns';
import type { Pretargeting } from '../../db/json-types';
import { audiences } from '../audiences/schema';
import { campaigns } from '../campaigns/schema';

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
