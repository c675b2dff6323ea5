import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/index';
import type { Actor } from '../scope/actor';
import { notFound } from './errors';
import {
  creativesOf,
  findScopedCampaign,
  nameTaken,
  tagsInScope,
  toCampaign,
  toCreative,
} from './repository';

/*
 * Reading campaigns, and the activity row every change of one writes. Saving is `save-service.ts`, copying
 * `duplicate-service.ts`, status changes `status.ts`.
 */

export async function getCampaign(db: Db, actor: Actor, id: number, now = new Date()): Promise<Campaign> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  const workOrderCount = found.campaign.workOrderFiles.length;
  return { ...toCampaign(found, await creativesOf(db, id), now), workOrderCount };
}

export async function listCampaignCreatives(db: Db, actor: Actor, id: number): Promise<Creative[]> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  return (await creativesOf(db, id)).map(toCreative);
}

export async function isNameAvailable(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return !(await nameTaken(db, name, exceptId));
}

export async function record(
  db: Db,
  actor: Actor,
  action: string,
  id: number,
  details: Record<string, unknown>,
) {
  await recordActivity(db, actor, 'campaign', id, action, details);
}

/** The distinct tags already in the caller's creatives, for the tag pickers. */
export async function usedTags(db: Db, actor: Actor) {
  const list = await tagsInScope(db, actor.scope);
  const of = (kind: string) => list.filter((row) => row.kind === kind).map((row) => row.value);
  return { topics: of('topic'), products: of('product'), audiences: of('audience') };
}
