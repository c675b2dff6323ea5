import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { SinewCreativesResponse } from '@adcontrol/domain/campaigns/contracts';
import type { DeliveryStateResponse, LinkResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { type CappingSource, SOURCES, type Source } from '@adcontrol/domain/shared/enums';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { Db } from '../../db/client';
import {
  type CampaignWithNames,
  type CreativeWithAudience,
  campaignLinksOfCreative,
  creativesOf,
  findScopedCampaign,
  getCampaign,
  record,
  toCreative,
  updateCampaign,
  updateCreativeOf,
} from '../campaigns/index';
import type { Actor } from '../scope/actor';
import type { DeliveryChange } from './changes';
import type { DeliveryServers } from './delivery-server';
import { linkPayload } from './link-payload';
import { statusesOnLink } from './link-rules';
import { enqueue, pendingOf } from './outbox-repository';

const notFound = () => new AppError('NOT_FOUND', 'Campaign not found');
const LINKED_COLUMN = { newton: 'linkedNewton', sinew: 'linkedSinew' } as const;

export type Found = CampaignWithNames;
type CreativeRows = CreativeWithAudience[];

export interface LinkRequest {
  /** What the caller linked to: one server, or both ('all'), which SPEC 4's rules read. */
  source: CappingSource;
  /** Creatives to activate; the others are paused. Empty: each keeps its status (SPEC 4's rules aside). */
  creatives: readonly number[];
  sinewInfo?: Record<string, unknown> | undefined;
}

export const serversOf = (source: CappingSource): Source[] => (source === 'all' ? [...SOURCES] : [source]);

/**
 * Links a campaign to one server or both: sets its creatives' statuses by SPEC 4, marks it linked, and queues
 * the link (with the creatives as they now are) for each server, all in one transaction. A server already
 * linked that is not part of this link hears of every creative whose status changed.
 */
export async function linkCampaign(
  db: Db,
  actor: Actor,
  id: number,
  request: LinkRequest,
): Promise<LinkResponse> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  const rows = await creativesOf(db, id);
  checkChosen(rows, request.creatives);
  const statuses = statusesOnLink(
    rows.map(({ creative }) => ({ id: creative.id, name: creative.name, status: creative.status })),
    actor.role,
    request.source,
    request.creatives,
  );
  const targets = serversOf(request.source);
  const now = new Date();
  await db.transaction(async (tx) => {
    const changed = rows.filter(({ creative }) => statuses.get(creative.id) !== creative.status);
    for (const { creative } of changed) {
      await updateCreativeOf(tx, id, creative.id, {
        status: statuses.get(creative.id) ?? creative.status,
        updatedAt: now,
      });
    }
    const dataInfo = request.sinewInfo
      ? { ...found.campaign.dataInfo, sinewInfo: request.sinewInfo }
      : undefined;
    await updateCampaign(tx, id, {
      ...Object.fromEntries(targets.map((server) => [LINKED_COLUMN[server], true])),
      ...(dataInfo ? { dataInfo } : {}),
      updatedAt: now,
    });
    for (const server of targets) {
      const campaign = await linkPayload(tx, {
        campaign: found.campaign,
        creatives: rows.map((row) => row.creative),
        statuses,
        server,
        sinewInfo: request.sinewInfo,
      });
      await enqueue(tx, id, server, [{ type: 'link', campaign }]);
    }
    for (const server of alreadyLinkedElsewhere(found, targets)) {
      const statusChanges: DeliveryChange[] = changed.map(({ creative }) => ({
        type: 'creativeStatus',
        creativeId: creative.id,
        status: statuses.get(creative.id) ?? creative.status,
      }));
      await enqueue(tx, id, server, statusChanges);
    }
    await record(tx, actor, 'campaign.linked', id, { servers: targets, source: request.source });
  });
  return answer(db, actor, id, MESSAGES['campaigns.linked'].en);
}

/** Unlinks a campaign from one server: marks it unlinked and queues the unlink. Unlinking twice changes nothing. */
export async function unlinkCampaign(
  db: Db,
  actor: Actor,
  id: number,
  server: Source,
): Promise<LinkResponse> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  if (found.campaign[LINKED_COLUMN[server]]) {
    await db.transaction(async (tx) => {
      await updateCampaign(tx, id, { [LINKED_COLUMN[server]]: false, updatedAt: new Date() });
      await enqueue(tx, id, server, [{ type: 'unlink' }]);
      await record(tx, actor, 'campaign.unlinked', id, { servers: [server] });
    });
  }
  return answer(db, actor, id, MESSAGES['campaigns.unlinked'].en);
}

/**
 * Queues a creative's new status for every server its campaign is linked to (SPEC 4: status changes per
 * creative). Call it in the transaction that changes the status.
 */
export async function queueCreativeStatus(tx: Db, creativeId: number, status: 0 | 1): Promise<void> {
  const row = await campaignLinksOfCreative(tx, creativeId);
  if (!row) return;
  for (const server of SOURCES) {
    if (!row[LINKED_COLUMN[server]]) continue;
    await enqueue(tx, row.id, server, [{ type: 'creativeStatus', creativeId, status }]);
  }
}

export async function deliveryState(db: Db, actor: Actor, id: number): Promise<DeliveryStateResponse> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  const rows = await pendingOf(db, id);
  return {
    pending: rows.map((row) => ({
      id: row.id,
      server: row.server,
      type: String(row.change.type),
      createdAt: row.createdAt.toISOString(),
      attempts: row.attempts,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      lastError: row.lastError,
      failedAt: row.failedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * SPEC 7 `GET /campaigns/{id}/creatives/sinew`: the campaign's creatives with what sinew holds of each. Sinew
 * must answer: when it does not, the call fails with the try-again-later message rather than guessing.
 */
export async function sinewCreatives(
  db: Db,
  actor: Actor,
  servers: DeliveryServers,
  id: number,
): Promise<SinewCreativesResponse> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  const rows = await creativesOf(db, id);
  let held: Awaited<ReturnType<DeliveryServers['sinew']['creatives']>>;
  try {
    held = await servers.sinew.creatives(id);
  } catch {
    throw new AppError('UPSTREAM_UNAVAILABLE', MESSAGES['common.unexpectedTryLater'].en, {
      key: 'common.unexpectedTryLater',
    });
  }
  const byId = new Map((held ?? []).map((creative) => [creative.id, creative]));
  return rows.map((row) => {
    const onServer = byId.get(row.creative.id);
    return { ...toCreative(row), sinewId: onServer?.serverId ?? null, linked: onServer !== undefined };
  });
}

function checkChosen(rows: CreativeRows, chosen: readonly number[]): void {
  const ids = new Set(rows.map(({ creative }) => creative.id));
  const index = chosen.findIndex((creativeId) => !ids.has(creativeId));
  if (index >= 0) {
    throw new AppError('VALIDATION_FAILED', `creatives.${index}: is not a creative of this campaign`, {
      field: `creatives.${index}`,
      key: 'campaigns.creativeNotInCampaign',
    });
  }
}

function alreadyLinkedElsewhere(found: Found, targets: readonly Source[]): Source[] {
  return SOURCES.filter((server) => !targets.includes(server) && found.campaign[LINKED_COLUMN[server]]);
}

async function answer(db: Db, actor: Actor, id: number, message: string): Promise<LinkResponse> {
  const campaign: Campaign = await getCampaign(db, actor, id);
  const pending = (await pendingOf(db, id)).length;
  return { message, campaign, pending };
}
