import {
  getCampaignDetails,
  listCampaigns,
  updateCampaignStatus,
} from '@adcontrol/domain/campaigns/contracts';
import { recordWrite } from '../http/recorder';
import { sleep } from '../timeline';
import { findAdvertisers } from './actions-browse';
import { createOwnCampaign } from './actions-campaigns';
import { demoEmail, Session } from './session';
import { pick, type User } from './user-state';
import { isRunning, type World } from './world';

/** One write through an instance and the list read through another until it showed the write. */
export interface StalenessSample {
  at: number;
  writer: string;
  reader: string;
  /** From the write's acknowledgement to the start of the first read that showed it; null: never within the wait. */
  visibleAfterMs: number | null;
  /** Reads started later than the bound after the acknowledgement that still showed the old value. */
  staleReadsPastBound: number;
  reads: number;
  /**
   * The first read after the acknowledgement showed the write: what a person sees who reads back their own change
   * (the read carries the write's WAL position, decision 070).
   */
  isFirstReadCurrent: boolean;
}

export const stalenessSamples: StalenessSample[] = [];

/**
 * Checks the Control list's promise across instances (docs/decisions/024): a write acknowledged by one instance
 * shows in the list another instance answers, at the latest `boundMs` later. An admin pauses and resumes a
 * campaign of their own through one instance and reads the list through another, every `everyMs`.
 */
export async function runListProber(world: World, boundMs: number, everyMs: number): Promise<void> {
  const session = new Session(world, 'list-prober', demoEmail('admin'), '198.51.100.250');
  const user: User = {
    name: 'list-prober',
    role: 'admin',
    session,
    world,
    campaigns: [],
    audiences: [],
    seen: [],
    advertiserIds: [],
    imageUrl: null,
    actions: 0,
  };
  while (isRunning(world) && user.campaigns.length === 0) {
    if ((await session.ensureSignedIn()) && (await findAdvertisers(user)).length > 0)
      await createOwnCampaign(user);
    if (user.campaigns.length === 0) await sleep(2_000);
  }
  const campaign = user.campaigns[0];
  while (campaign && isRunning(world)) {
    await sleep(everyMs);
    if (!(await session.ensureSignedIn())) continue;
    const writer = pick(world.instances);
    const reader = pick(world.instances.filter((instance) => instance !== writer));
    if (!writer || !reader) return;
    if (campaign.status === null) {
      // The last write's answer was lost: read what it left before asking for the opposite.
      const details = await session.call(getCampaignDetails, { params: { id: campaign.id } });
      if (details.status !== 200) continue;
      campaign.status = details.body.status;
    }
    const wanted = campaign.status === 'PAUSED' ? 'DELIVERING' : 'PAUSED';
    const written = await session.call(
      updateCampaignStatus,
      { params: { id: campaign.id }, body: { status: wanted } },
      { baseUrl: writer.url, upstream: writer.name, group: 'probe.listWrite' },
    );
    recordWrite({
      user: user.name,
      kind: 'campaign.status',
      entity: 'campaign',
      id: campaign.id,
      key: null,
      value: written.status === 200 ? written.body.status : wanted,
      status: written.status,
    });
    if (written.status !== 200) {
      campaign.status = null;
      continue;
    }
    const expected = written.body.status;
    campaign.status = expected;
    const sample = await readUntilVisible(session, reader, campaign.name, expected, boundMs);
    if (sample) stalenessSamples.push({ ...sample, writer: writer.name, reader: reader.name });
  }
}

async function readUntilVisible(
  session: Session,
  reader: { name: string; url: string },
  name: string,
  expected: string,
  boundMs: number,
): Promise<Omit<StalenessSample, 'writer' | 'reader'> | null> {
  const acknowledged = Date.now();
  let reads = 0;
  let staleReadsPastBound = 0;
  while (Date.now() < acknowledged + boundMs + 5_000) {
    const started = Date.now();
    const answer = await session.call(
      listCampaigns,
      { query: { filter: JSON.stringify({ status: 'all', search: name, limit: 5 }) } },
      { baseUrl: reader.url, upstream: reader.name, group: 'probe.listRead' },
    );
    if (answer.status !== 200) return null;
    reads += 1;
    const row = answer.body.items.find((item) => item.name === name);
    if (row?.status === expected) {
      return {
        at: acknowledged,
        visibleAfterMs: started - acknowledged,
        staleReadsPastBound,
        reads,
        isFirstReadCurrent: reads === 1,
      };
    }
    if (started > acknowledged + boundMs) staleReadsPastBound += 1;
    await sleep(100);
  }
  return { at: acknowledged, visibleAfterMs: null, staleReadsPastBound, reads, isFirstReadCurrent: false };
}
