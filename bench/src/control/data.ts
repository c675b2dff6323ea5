import { networkDay, networkDayStart } from '@adcontrol/domain/rules/date-format';
import type pg from 'pg';

/** Sellers (ids 2 to 51), enough for 50 connections each signed in as a different one. */
export const SELLERS = 50;
const FIRST_ADVERTISER = 2 + SELLERS;
const ADVERTISERS = 2_000;

/**
 * Loads the benchmark's network into an empty, migrated database, all in SQL (generate_series), so 100,000
 * campaigns and their statistics take a minute rather than an hour of inserts from Node.
 */
export async function loadNetwork(
  client: pg.Client,
  campaigns: number,
  statisticsDays: number,
): Promise<void> {
  await client.query(`insert into accounts (id, role, email, password_hash, first_name, company, country, parent_id)
    select 1, 'admin', 'admin@bench.test', 'x', 'Admin', null, null, null`);
  // 50 sellers (ids 2-51), then 2,000 advertisers (ids 52-2051), each hanging from a seller: 40 per seller.
  await client.query(`insert into accounts (id, role, email, password_hash, first_name, company, country, parent_id)
    select id, 'seller', 'seller' || id || '@bench.test', 'x', 'Seller ' || id, 'Agency ' || id,
      (array['CL','AR','CO','MX','PE','PA','ES','US'])[1 + id % 8], null
    from generate_series(2, ${FIRST_ADVERTISER - 1}) as id`);
  await client.query(`insert into accounts (id, role, email, password_hash, first_name, company, country, parent_id)
    select id, 'advertiser', 'advertiser' || id || '@bench.test', 'x', 'Advertiser ' || id, 'Brand ' || id,
      (array['CL','AR','CO','MX','PE','PA','ES','US'])[1 + id % 8], 2 + id % ${SELLERS}
    from generate_series(${FIRST_ADVERTISER}, ${FIRST_ADVERTISER + ADVERTISERS - 1}) as id`);
  await client.query(
    `select setval(pg_get_serial_sequence('accounts', 'id'), ${FIRST_ADVERTISER + ADVERTISERS - 1})`,
  );
  const today = networkDayStart(networkDay(new Date())).toISOString();
  // Starts spread over 130 days ending 30 days ahead, flights of 5 to 44 days: about a fifth awaiting, a third
  // in progress, the rest finished.
  await client.query(`insert into campaigns (id, name, advertiser_id, seller_id, product, country, currency, timezone,
      purchase_model, format, budget_total, unit_price, start_date, end_date, status, source, enable_optimized,
      optimization_weight, target_impressions, target_clicks, capping_impressions, capping_clicks)
    select i, 'Bench campaign ' || i || ' ' || (array['spring','summer','launch','promo','brand'])[1 + i % 5],
      a.advertiser, 2 + a.advertiser % ${SELLERS}, 'Product ' || i % 300, m.country, m.currency, 'America/Santiago',
      (array['CPM','CPC','CPA','CPE'])[1 + i % 4], 'push', b.budget, p.price, s.start, s.start + s.flight,
      (array['DELIVERING','PAUSED','READY','COMPLETED','PENDING_APPROVAL'])[1 + i % 5],
      (array['newton','sinew','all',null])[1 + i % 4], i % 5 = 0, i % 101,
      (b.budget / p.price * 1000)::bigint, (b.budget / p.price * 20)::bigint,
      (b.budget / p.price * 1000 / extract(day from s.flight))::bigint,
      (b.budget / p.price * 20 / extract(day from s.flight))::bigint
    from generate_series(1, ${campaigns}) as i
    cross join lateral (select (${FIRST_ADVERTISER} + (i::bigint * 7919) % ${ADVERTISERS})::integer as advertiser) a
    cross join lateral (select (array['CL','AR','CO','MX','PE','PA','ES','US'])[1 + a.advertiser % 8] as country,
      (array['CLP','ARS','COP','MX','PEN','PAB','EUR','USD'])[1 + a.advertiser % 8] as currency) m
    cross join lateral (select (1000 + (i::bigint * 104729) % 50000)::numeric as budget) b
    cross join lateral (select (1 + i % 9)::numeric as price) p
    cross join lateral (select '${today}'::timestamptz - interval '100 days'
      + ((i * 37) % 130) * interval '1 day' as start, (5 + (i * 13) % 40) * interval '1 day' as flight) s`);
  await client.query(`select setval(pg_get_serial_sequence('campaigns', 'id'), ${campaigns})`);
  await client.query(`insert into creatives (id, campaign_id, format, name)
    select id, id, 'push', 'push ' || id from campaigns`);
  await client.query(`select setval(pg_get_serial_sequence('creatives', 'id'), ${campaigns})`);
  // One row per campaign, server and delivered day over the last `statisticsDays` days, today included.
  await client.query(`insert into campaign_statistics (date, campaign_id, creative_id, source, impressions, clicks)
    select d.day, c.id, c.id, src.source, v.impressions, v.impressions * (1 + (c.id + src.n) % 4) / 100
    from campaigns c
    cross join lateral generate_series(
      greatest(c.start_date, now() - interval '${statisticsDays - 1} days')::date,
      least(c.end_date, now())::date, interval '1 day') as d(day)
    cross join (values ('newton', 1), ('sinew', 2)) as src(source, n)
    cross join lateral (select 200 + (c.id * 31 + extract(doy from d.day)::integer * 17 + src.n * 7) % 4000
      as impressions) v`);
}
