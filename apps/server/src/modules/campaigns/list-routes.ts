import { campaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import {
  listAdvertiserCampaigns,
  listCampaigns,
  listMyCampaigns,
  updateCampaignsStatus,
} from '@adcontrol/domain/campaigns/contracts';
import type { FastifyInstance } from 'fastify';
import type { ContractRouter } from '../../contract/register';
import type { Caller } from '../auth/tokens';
import { type Actor, actorOf, resolveActor } from '../scope/actor';
import { createListCache } from './list-cache';
import type { ListFilter } from './list-repository';
import * as list from './list-service';
import * as status from './status';

/** The filter as a key: every default applied, keys and currencies in one order, so equal queries share it. */
function filterKey(filter: ListFilter): string {
  const normal: Record<string, unknown> = { ...filter };
  if (filter.currencies) normal.currencies = [...filter.currencies].sort();
  return JSON.stringify(
    Object.keys(normal)
      .sort()
      .map((key) => [key, normal[key]]),
  );
}

/** What decides which campaigns a caller may see: the scope (admins share theirs). */
const scopeKey = (actor: Actor) => JSON.stringify(actor.scope);

/** The Control table's calls: the lists and the bulk status change (docs/decisions/024). */
export function registerCampaignListRoutes(
  router: ContractRouter,
  {
    database,
    config,
    readDb,
    readFromNow,
  }: Pick<FastifyInstance, 'database' | 'config' | 'readDb' | 'readFromNow'>,
): void {
  const { db } = database;
  /**
   * The lists are read where replicas may answer (docs/decisions/070), as of no earlier than the primary after the
   * version was read: an answer kept under a version holds every write that version counts.
   */
  const fresh =
    <T>(read: () => Promise<T>) =>
    async () => {
      if (config.listCache.ttlSeconds > 0) await readFromNow();
      return read();
    };
  const context = () => ({ now: new Date(), rates: config.exchangeRates });
  const cache = createListCache(db, {
    ttlMs: config.listCache.ttlSeconds * 1000,
    maxRows: config.listCache.maxRows,
  });
  /**
   * The data version, then the caller's account and scope as of that version: one shared read of a sequence per
   * request while nothing changes, instead of a read of the account (docs/decisions/024).
   */
  const versionAndActor = async (caller: Caller) => {
    const version = await cache.version();
    const account = await cache.account(caller.accountId, version, () => resolveActor(db, caller));
    const actor: Actor = {
      ...account,
      actingAccountId: caller.actingAccountId,
      sessionId: caller.sessionId ?? null,
    };
    return { version, actor };
  };

  router.route(listCampaigns, async ({ query, caller }) => {
    const { version, actor } = await versionAndActor(caller);
    const filter = query.filter ?? campaignListFilter.parse({});
    return cache.answer(
      `list ${scopeKey(actor)} ${filterKey(filter)}`,
      version,
      fresh(() => list.listCampaigns(readDb, actor, filter, context())),
      (answer) => answer.items.length,
    );
  });
  router.route(listMyCampaigns, async ({ caller }) => {
    const { version, actor } = await versionAndActor(caller);
    return cache.answer(
      `mine ${actor.accountId} ${scopeKey(actor)}`,
      version,
      fresh(() => list.listMyCampaigns(readDb, actor, context())),
      (answer) => answer.length,
    );
  });
  router.route(listAdvertiserCampaigns, async ({ params, caller }) => {
    const { version, actor } = await versionAndActor(caller);
    return cache.answer(
      `of ${params.id} ${actor.role} ${actor.accountId} ${scopeKey(actor)}`,
      version,
      fresh(() => list.listAdvertiserCampaigns(readDb, actor, params.id, context())),
      (answer) => answer.length,
    );
  });
  router.route(updateCampaignsStatus, async ({ body, caller, request }) =>
    status.updateCampaignsStatus(db, await actorOf(db, request, caller), body),
  );
}
