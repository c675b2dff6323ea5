import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { soakQuery } from '../database';
import { announce, sleep } from '../timeline';

/** What the simulator holds of a campaign (its state file, `apps/server/src/simulator/state.ts`). */
interface HeldCampaign {
  status?: { status: string; active: boolean };
  capping: { impressions: number; clicks: number };
  creatives: { id: number; status: number }[];
}
interface AppliedChange {
  key: string;
  server: string;
  campaignId: number;
  type: string;
}

interface OutboxRow {
  id: string;
  key: string;
  campaign_id: number;
  server: 'newton' | 'sinew';
  type: string;
  delivered: boolean;
  failed: boolean;
}

export interface DeliveryVerdict {
  outboxChanges: number;
  delivered: number;
  /** Still waiting when the wait ended, and set aside after refusals (docs/decisions/031). */
  undelivered: number;
  setAside: number;
  /** Confirmed in the outbox but never applied by the server, or applied more than once. */
  neverApplied: string[];
  appliedTwice: string[];
  /** A campaign's changes applied in another order than they were queued. */
  outOfOrder: string[];
  /** The simulator's repeated keys: sends answered as before and not applied again (retries after lost answers). */
  repeats: number;
  /** Linked campaigns whose status, capping or creatives differ between the database and the server. */
  mismatches: string[];
  comparedCampaigns: number;
  /** Linked in the database but never sent to the servers (the seed queues no links for real servers). */
  neverSent: number;
}

/** Waits (bounded) until the outbox has nothing left to send; answers how many are still waiting. */
export async function waitForOutbox(postgresUrl: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let waiting = Number.POSITIVE_INFINITY;
  while (Date.now() < deadline) {
    const [row] = await soakQuery<{ waiting: number }>(
      postgresUrl,
      'select count(*)::int as waiting from delivery_outbox where delivered_at is null and failed_at is null',
    ).catch(() => [{ waiting: Number.POSITIVE_INFINITY }]);
    waiting = row?.waiting ?? 0;
    if (waiting === 0) return 0;
    await sleep(2_000);
  }
  announce(`the outbox still holds ${waiting} changes after ${timeoutMs / 1000} s`);
  return waiting;
}

/** Every outbox change delivered once and in order, and what the servers hold equal to the database. */
export async function judgeDelivery(
  postgresUrl: string,
  simulatorUrl: string,
  simulatorDataDir: string,
): Promise<DeliveryVerdict> {
  const rows = await soakQuery<OutboxRow>(
    postgresUrl,
    `select id::text, key::text, campaign_id, server, change->>'type' as type,
            delivered_at is not null as delivered, failed_at is not null as failed
       from delivery_outbox order by id`,
  );
  const { applied, repeats } = (await (await fetch(`${simulatorUrl}/applied`)).json()) as {
    applied: AppliedChange[];
    repeats: number;
  };
  const appliedCount = new Map<string, number>();
  for (const change of applied) {
    appliedCount.set(
      `${change.server} ${change.key}`,
      (appliedCount.get(`${change.server} ${change.key}`) ?? 0) + 1,
    );
  }
  const byKey = new Map(rows.map((row) => [`${row.server} ${row.key}`, row]));
  const verdict: DeliveryVerdict = {
    outboxChanges: rows.length,
    delivered: rows.filter((row) => row.delivered).length,
    undelivered: rows.filter((row) => !row.delivered && !row.failed).length,
    setAside: rows.filter((row) => row.failed).length,
    neverApplied: [],
    appliedTwice: [],
    outOfOrder: [],
    repeats,
    mismatches: [],
    comparedCampaigns: 0,
    neverSent: 0,
  };
  for (const row of rows.filter((candidate) => candidate.delivered)) {
    const count = appliedCount.get(`${row.server} ${row.key}`) ?? 0;
    const label = `change ${row.id} (${row.type}, campaign ${row.campaign_id}, ${row.server})`;
    if (count === 0) verdict.neverApplied.push(label);
    if (count > 1) verdict.appliedTwice.push(`${label} applied ${count} times`);
  }
  const lastId = new Map<string, bigint>();
  for (const change of applied) {
    const row = byKey.get(`${change.server} ${change.key}`);
    if (!row) continue;
    const stream = `${change.campaignId} ${change.server}`;
    const id = BigInt(row.id);
    const previous = lastId.get(stream);
    if (previous !== undefined && id < previous) {
      verdict.outOfOrder.push(
        `campaign ${change.campaignId} on ${change.server}: change ${id} applied after ${previous}`,
      );
    }
    lastId.set(stream, id);
  }
  await compareHeld(postgresUrl, simulatorDataDir, rows, verdict);
  return verdict;
}

async function compareHeld(
  postgresUrl: string,
  dataDir: string,
  rows: OutboxRow[],
  verdict: DeliveryVerdict,
) {
  const state = JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')) as {
    campaigns: Record<'newton' | 'sinew', Record<string, HeldCampaign>>;
  };
  const campaigns = await soakQuery<{
    id: number;
    status: string;
    linked_newton: boolean;
    linked_sinew: boolean;
    capping_newton_impressions: number;
    capping_newton_clicks: number;
    capping_sinew_impressions: number;
    capping_sinew_clicks: number;
  }>(
    postgresUrl,
    `select id, status, linked_newton, linked_sinew,
            capping_newton_impressions::int as capping_newton_impressions,
            capping_newton_clicks::int as capping_newton_clicks,
            capping_sinew_impressions::int as capping_sinew_impressions,
            capping_sinew_clicks::int as capping_sinew_clicks
       from campaigns`,
  );
  const creatives = await soakQuery<{ id: number; campaign_id: number; status: number }>(
    postgresUrl,
    'select id, campaign_id, status from creatives',
  );
  const sent = new Set(
    rows
      .filter((row) => row.delivered && row.type === 'link')
      .map((row) => `${row.campaign_id} ${row.server}`),
  );
  for (const campaign of campaigns) {
    for (const server of ['newton', 'sinew'] as const) {
      const isLinked = server === 'newton' ? campaign.linked_newton : campaign.linked_sinew;
      const held = state.campaigns[server][String(campaign.id)];
      const label = `campaign ${campaign.id} on ${server}`;
      if (!sent.has(`${campaign.id} ${server}`)) {
        if (isLinked) verdict.neverSent += 1;
        if (held)
          verdict.mismatches.push(`${label}: held by the server though never linked through the outbox`);
        continue;
      }
      if (!isLinked) {
        if (held) verdict.mismatches.push(`${label}: unlinked in the database, still held by the server`);
        continue;
      }
      verdict.comparedCampaigns += 1;
      if (!held) {
        verdict.mismatches.push(`${label}: linked in the database, not held by the server`);
        continue;
      }
      const capping =
        server === 'newton'
          ? { impressions: campaign.capping_newton_impressions, clicks: campaign.capping_newton_clicks }
          : { impressions: campaign.capping_sinew_impressions, clicks: campaign.capping_sinew_clicks };
      if (held.status && held.status.status !== campaign.status) {
        verdict.mismatches.push(
          `${label}: status ${held.status.status} on the server, ${campaign.status} in the database`,
        );
      }
      if (held.capping.impressions !== capping.impressions || held.capping.clicks !== capping.clicks) {
        verdict.mismatches.push(
          `${label}: capping ${JSON.stringify(held.capping)} on the server, ${JSON.stringify(capping)} in the database`,
        );
      }
      const ours = creatives.filter((creative) => creative.campaign_id === campaign.id);
      for (const creative of ours) {
        const onServer = held.creatives.find((item) => item.id === creative.id);
        if (!onServer) verdict.mismatches.push(`${label}: creative ${creative.id} not held by the server`);
        else if (onServer.status !== creative.status) {
          verdict.mismatches.push(
            `${label}: creative ${creative.id} status ${onServer.status} on the server, ${creative.status} in the database`,
          );
        }
      }
    }
  }
}
