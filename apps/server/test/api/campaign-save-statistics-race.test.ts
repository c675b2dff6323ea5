import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { campaignDelivery, campaignStatistics, campaigns } from '../../src/db/schema';
import type { DeliveryServer } from '../../src/modules/delivery/delivery-server';
import { pollStatistics } from '../../src/modules/delivery/statistics-poll';
import { call } from '../helpers/callers';
import { withAdminClient } from '../helpers/test-database';
import { campaignSaving, uniqueName } from './campaigns-save-fixtures';

/**
 * A campaign saved while a statistics round records its figures (docs/decisions/069 and 071): a rename locks the
 * campaign's row against the share locks of rows referencing it, then takes its rollup row; the round must take
 * the campaign's row (its breakdowns' new rows) before its rollup row too, or the two deadlock. PostgreSQL then
 * rolls one back after a second, and a save that meets it four times running answers 500. On PostgreSQL both run
 * at once, many times, each round starting a little later than the last, so the round meets the save at every
 * step of its transaction.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const saving = campaignSaving();
const { people, payload, save } = saving;
const ROUNDS = 40;
const DAY = '2026-03-10';

/** A delivery server reporting, at each round, the day's totals so far of the campaign's banner, with a breakdown. */
function reportingServer(campaign: Campaign, banner: number) {
  let reported = 0;
  const server = {
    name: 'newton',
    async statistics() {
      reported += 1;
      const delivered = { impressions: reported * 100, clicks: reported };
      const row = { campaignId: campaign.id, creativeId: banner, date: DAY, ...delivered };
      return {
        cursor: reported,
        rows: [{ ...row, impressionsMale: 0, impressionsFemale: 0, clicksMale: 0, clicksFemale: 0 }],
        breakdowns: [
          {
            campaignId: campaign.id,
            date: DAY,
            regions: [{ country: 'CL', region: 'Santiago', ...delivered }],
            apps: [{ app: 'com.example.news', appName: 'News', ...delivered }],
            quartiles: [],
            reach: { devices: reported, cumulativeDevices: reported },
          },
        ],
      };
    },
  };
  return { server: server as unknown as DeliveryServer, reported: () => reported };
}

/** Deadlocks PostgreSQL broke in the test's database; its backends are ended first so they report their counts. */
async function deadlocksSeen(): Promise<number> {
  const { db } = saving.testApp.database;
  const [current] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  return withAdminClient(serverUrl as string, async (admin) => {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      current?.name,
    ]);
    await admin.query('select pg_stat_clear_snapshot()');
    const found = await admin.query<{ deadlocks: string }>(
      'select deadlocks from pg_stat_database where datname = $1',
      [current?.name],
    );
    return Number(found.rows[0]?.deadlocks ?? 0);
  });
}

describe.skipIf(!serverUrl)('a campaign save racing a statistics round', () => {
  it('saves every time, without a deadlock, and keeps both the new name and the figures', async () => {
    const body = payload({ pushs: [{ title: 'One' }] });
    const campaign = (await save(people.seller, body)).json<Campaign>();
    const banner = campaign.creatives?.find((creative) => creative.format === 'banner')?.id as number;
    const { server, reported } = reportingServer(campaign, banner);
    const cursors = { newton: 0, sinew: 0 };
    // A first round stores the day's rows: later rounds replace them, as a server reporting a day again does.
    await pollStatistics(saving.testApp.database.db, server, cursors);
    const deadlocksBefore = await deadlocksSeen();

    let name = campaign.name;
    for (let round = 0; round < ROUNDS; round += 1) {
      const newName = uniqueName('Racing');
      const edit = payload({
        general: { action: 'edit', id: campaign.id, campaign_name: name, new_campaign_name: newName },
        banners: [],
      });
      const [saved] = await Promise.all([
        call(saving.testApp, people.seller, 'POST', '/campaigns', edit),
        new Promise((resolve) => setTimeout(resolve, round % 20)).then(() =>
          pollStatistics(saving.testApp.database.db, server, cursors),
        ),
      ]);
      expect(saved.statusCode, saved.body).toBe(201);
      name = newName;
    }

    const { db } = saving.testApp.database;
    const [stored] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored?.name).toBe(name);
    const [figures] = await db
      .select()
      .from(campaignStatistics)
      .where(eq(campaignStatistics.campaignId, campaign.id));
    expect(figures?.impressions).toBe(reported() * 100);
    const [rollup] = await db
      .select()
      .from(campaignDelivery)
      .where(eq(campaignDelivery.campaignId, campaign.id));
    expect(rollup?.impressions).toBe(reported() * 100);
    expect(await deadlocksSeen()).toBe(deadlocksBefore);
  }, 120_000);
});
