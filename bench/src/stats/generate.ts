import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';

/** The shape of a generated network: every campaign runs all `days`, with `creatives` of which `videos` are videos. */
export interface Volume {
  campaigns: number;
  advertisers: number;
  creatives: number;
  videos: number;
  regions: number;
  apps: number;
  days: number;
  firstDay: string;
}

export function volumeFor(campaigns: number): Volume {
  return {
    campaigns,
    advertisers: Math.max(1, Math.round(campaigns / 10)),
    creatives: 5,
    videos: 2,
    regions: 4,
    apps: 5,
    days: 90,
    firstDay: '2026-01-01',
  };
}

export function factRows(volume: Volume): Record<string, number> {
  const campaignDays = volume.campaigns * volume.days;
  return {
    campaign_statistics: campaignDays * volume.creatives * 2,
    campaign_region_statistics: campaignDays * volume.regions,
    campaign_app_statistics: campaignDays * volume.apps,
    creative_video_quartiles: campaignDays * volume.videos,
    campaign_reach: campaignDays,
  };
}

export const FACT_TABLES = Object.keys(factRows(volumeFor(1)));

const run = (db: Db, text: string) => db.execute(sql.raw(text));

/**
 * Fills the tables with SQL `generate_series`, one statement per table, day by day as daily loads would, so
 * a campaign's rows lie scattered over the heap as in production. Keys and indexes are dropped for the load
 * and built again after it (what a bulk load does); foreign keys are not checked during it.
 */
export async function generate(db: Db, volume: Volume): Promise<void> {
  const { campaigns, advertisers, creatives, videos, regions, apps, days, firstDay } = volume;
  const lastDay = `'${firstDay}'::date + ${days - 1}`;
  const daySeries = `generate_series('${firstDay}'::date, ${lastDay}, interval '1 day') as d(day)`;
  await run(db, 'set session_replication_role = replica');
  const rebuild = await dropKeys(db);
  await run(
    db,
    `insert into accounts (id, role, email, password_hash)
      select a, 'advertiser', 'advertiser' || a || '@bench.test', 'x' from generate_series(1, ${advertisers}) a`,
  );
  await run(
    db,
    `insert into campaigns (id, name, advertiser_id, country, currency, timezone, purchase_model, format,
        budget_total, unit_price, start_date, end_date, status, report_consumption, report_show_apps, report_type_reports)
      select c, 'Bench campaign ' || c, 1 + c % ${advertisers}, 'CL', 'CLP', 'America/Santiago', 'CPM', 'banner',
        1000, 10, '${firstDay}'::timestamptz, (${lastDay})::timestamptz, 'DELIVERING', true, true, true
      from generate_series(1, ${campaigns}) c`,
  );
  await run(
    db,
    `insert into creatives (id, campaign_id, format, name)
      select (c - 1) * ${creatives} + k, c, case when k <= ${videos} then 'video' else 'banner' end,
        case when k <= ${videos} then 'video ' else 'banner ' end || k
      from generate_series(1, ${campaigns}) c, generate_series(1, ${creatives}) k`,
  );
  await run(
    db,
    `insert into campaign_statistics (date, campaign_id, creative_id, source, impressions, clicks,
        impressions_male, impressions_female, clicks_male, clicks_female,
        impressions_age_18_24, impressions_age_25_34, clicks_age_18_24, clicks_age_25_34)
      select day, c, (c - 1) * ${creatives} + k, s, i, cl, i * 4 / 10, i * 4 / 10, cl * 4 / 10, cl * 4 / 10,
        i * 3 / 10, i * 4 / 10, cl * 3 / 10, cl * 4 / 10
      from ${daySeries}, generate_series(1, ${campaigns}) c, generate_series(1, ${creatives}) k,
        unnest(array['newton', 'sinew']) s,
        lateral (select (200 + random() * 5000)::bigint as i) impressions,
        lateral (select (impressions.i * random() * 0.02)::bigint as cl) clicks`,
  );
  await run(
    db,
    `insert into campaign_region_statistics (campaign_id, date, country, region, impressions, clicks)
      select c, day, 'CL', 'Region ' || r, i, (i * random() * 0.02)::bigint
      from ${daySeries}, generate_series(1, ${campaigns}) c, generate_series(1, ${regions}) r,
        lateral (select (100 + random() * 5000)::bigint as i) impressions`,
  );
  await run(
    db,
    `insert into campaign_app_statistics (campaign_id, date, app, app_name, impressions, clicks)
      select c, day, 'com.bench.app' || p, 'App ' || p, i, (i * random() * 0.02)::bigint
      from ${daySeries}, generate_series(1, ${campaigns}) c, generate_series(1, ${apps}) p,
        lateral (select (100 + random() * 5000)::bigint as i) impressions`,
  );
  await run(
    db,
    `insert into creative_video_quartiles (campaign_id, date, creative_id, starts, first_quartile, midpoint,
        third_quartile, completes)
      select c, day, (c - 1) * ${creatives} + k, s, s * 8 / 10, s * 6 / 10, s * 4 / 10, s * 3 / 10
      from ${daySeries}, generate_series(1, ${campaigns}) c, generate_series(1, ${videos}) k,
        lateral (select (100 + random() * 3000)::bigint as s) starts`,
  );
  await run(
    db,
    `insert into campaign_reach (campaign_id, date, devices, cumulative_devices)
      select c, day, 1000, 1000 * (day::date - '${firstDay}'::date + 1)
      from ${daySeries}, generate_series(1, ${campaigns}) c`,
  );
  await run(db, 'set session_replication_role = origin');
  for (const statement of rebuild) await run(db, statement);
  for (const table of ['accounts', 'campaigns', 'creatives', ...FACT_TABLES])
    await run(db, `analyze ${table}`);
}

/** Drops the fact tables' primary keys and indexes; answers the statements that build them again. */
async function dropKeys(db: Db): Promise<string[]> {
  const list = FACT_TABLES.map((table) => `'${table}'`).join(', ');
  const keys = (await db.execute(
    sql.raw(`select conrelid::regclass::text as "table", conname as "name", pg_get_constraintdef(oid) as "definition"
      from pg_constraint where contype = 'p' and conrelid::regclass::text in (${list})`),
  )) as unknown as { rows: { table: string; name: string; definition: string }[] };
  const indexes = (await db.execute(
    sql.raw(`select indexname as "name", indexdef as "definition" from pg_indexes
      where tablename in (${list}) and indexname not in (
        select conname from pg_constraint where contype = 'p' and conrelid::regclass::text in (${list}))`),
  )) as unknown as { rows: { name: string; definition: string }[] };
  for (const key of keys.rows) await run(db, `alter table ${key.table} drop constraint ${key.name}`);
  for (const index of indexes.rows) await run(db, `drop index ${index.name}`);
  return [
    ...keys.rows.map((key) => `alter table ${key.table} add constraint ${key.name} ${key.definition}`),
    ...indexes.rows.map((index) => index.definition),
  ];
}
