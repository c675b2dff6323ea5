import type { CampaignFormat, Currency, PurchaseModel } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';
import { networkDaySql } from '../../../apps/server/src/db/network-day';
import { queryRows } from '../../../apps/server/src/db/query-rows';

export interface PastCampaign extends Record<string, unknown> {
  id: number;
  country: string;
  format: CampaignFormat;
  model: PurchaseModel;
  currency: Currency;
  budget: number;
  unit_price: number;
  start_day: string;
  end_day: string;
  impressions: number;
  clicks: number;
  reach: number | null;
}

/**
 * The seeded campaigns that are over and whose whole flight the statistics kept (they started on or after the
 * first day kept), with everything they delivered and the devices they reached.
 */
export async function pastCampaigns(db: Db, today: string): Promise<PastCampaign[]> {
  const day = (column: string) => networkDaySql(sql.raw(`c.${column}`));
  return queryRows<PastCampaign>(
    db,
    sql`with kept as (select min(date) as first_day from campaign_statistics),
    delivered as (
      select campaign_id, sum(impressions)::float8 as impressions, sum(clicks)::float8 as clicks
      from campaign_statistics group by campaign_id
    )
    select c.id, c.country, c.format, c.purchase_model as model, c.currency,
      c.budget_total::float8 as budget, c.unit_price::float8 as unit_price,
      ${day('start_date')}::text as start_day, ${day('end_date')}::text as end_day,
      d.impressions, d.clicks,
      (select r.cumulative_devices::float8 from campaign_reach r where r.campaign_id = c.id
        order by r.date desc limit 1) as reach
    from campaigns c join delivered d on d.campaign_id = c.id cross join kept
    where ${day('end_date')} < ${today}::date and ${day('start_date')} >= kept.first_day
    order by c.id`,
  );
}
