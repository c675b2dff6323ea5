import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type {
  updateCappingRequest,
  updateDataInfoRequest,
  updateOptimizedRequest,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import {
  applyCappingSource,
  type SourceCapping,
  updatedCapping,
  validateCurrentCapping,
} from '@adcontrol/domain/rules/capping';
import { deliveryMetric } from '@adcontrol/domain/rules/delivery-metric';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { CappingSource } from '@adcontrol/domain/shared/enums';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CampaignDataInfo } from '../../db/json-types';
import { changesBetween } from '../activity/index';
import {
  type CampaignRow,
  findScopedCampaign,
  getCampaign,
  neededCappingOf,
  record,
  updateCampaign,
} from '../campaigns/index';
import type { Actor } from '../scope/actor';
import type { DeliveryChange } from './changes';
import { enqueue } from './outbox-repository';
import { linkedServers } from './relink';
import type { Found } from './service';

/**
 * The admin's delivery settings of a campaign (SPEC 4, 5 and 9; docs/decisions/031): capping and source, empower,
 * the optimiser, and the data info. Each write is one transaction with its activity row and, for what a server
 * delivers by, the change queued for every server the campaign is linked to.
 */

type CappingRequest = z.output<typeof updateCappingRequest>;
type OptimizedRequest = z.output<typeof updateOptimizedRequest>;
type DataInfoRequest = z.output<typeof updateDataInfoRequest>;

const notFound = () => new AppError('NOT_FOUND', 'Campaign not found');

async function scoped(db: Db, actor: Actor, id: number): Promise<Found> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  return found;
}

function cappingOf(row: CampaignRow): SourceCapping {
  return {
    impressions: row.cappingImpressions,
    clicks: row.cappingClicks,
    empower: row.empower,
    newton: { impressions: row.cappingNewtonImpressions, clicks: row.cappingNewtonClicks },
    sinew: { impressions: row.cappingSinewImpressions, clicks: row.cappingSinewClicks },
  };
}

function cappingColumns(capping: SourceCapping) {
  return {
    cappingImpressions: capping.impressions,
    cappingClicks: capping.clicks,
    cappingNewtonImpressions: capping.newton.impressions,
    cappingNewtonClicks: capping.newton.clicks,
    cappingSinewImpressions: capping.sinew.impressions,
    cappingSinewClicks: capping.sinew.clicks,
  };
}

/** SPEC 8: whatever fails in a capping or source write itself answers 'Unexpected error to try update the capping.' */
async function cappingWrite(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', MESSAGES['capping.updateFailed'].en, { cause: error });
  }
}

/**
 * `PATCH /campaigns/{id}/capping`: the new per-source values and total (`updatedCapping`), held under the needed
 * capping of the Control list (SPEC 5, in impressions for CPM campaigns, clicks otherwise); each linked server
 * whose own values changed is sent them.
 */
export async function updateCapping(
  db: Db,
  actor: Actor,
  id: number,
  request: CappingRequest,
  now = new Date(),
): Promise<Campaign> {
  const { campaign } = await scoped(db, actor, id);
  const current = cappingOf(campaign);
  const next = updatedCapping(current, request);
  const metric = deliveryMetric(campaign.purchaseModel);
  const problem = validateCurrentCapping(next[metric], await neededCappingOf(db, id, now));
  if (problem) {
    throw new AppError('VALIDATION_FAILED', MESSAGES[problem].en, { field: `capping.${metric}` });
  }
  await cappingWrite(() =>
    db.transaction(async (tx) => {
      await updateCampaign(tx, id, { ...cappingColumns(next), source: request.source, updatedAt: now });
      for (const server of linkedServers(campaign)) {
        const values = next[server];
        if (values.impressions === current[server].impressions && values.clicks === current[server].clicks) {
          continue;
        }
        await enqueue(tx, id, server, [{ type: 'capping', capping: values }]);
      }
      await record(tx, actor, 'campaign.cappingUpdated', id, {
        action: request.action,
        ...changesBetween({ ...current, source: campaign.source }, { ...next, source: request.source }),
      });
    }),
  );
  return getCampaign(db, actor, id, now);
}

/** `PATCH /campaigns/{id}/source`: the total becomes that source's values, or both summed (SPEC 4). */
export async function updateSource(
  db: Db,
  actor: Actor,
  id: number,
  source: CappingSource | null,
): Promise<Campaign> {
  const { campaign } = await scoped(db, actor, id);
  const next = applyCappingSource(cappingOf(campaign), source);
  await cappingWrite(() =>
    db.transaction(async (tx) => {
      await updateCampaign(tx, id, { ...cappingColumns(next), source, updatedAt: new Date() });
      const before = { ...cappingOf(campaign), source: campaign.source };
      await record(tx, actor, 'campaign.sourceUpdated', id, changesBetween(before, { ...next, source }));
    }),
  );
  return getCampaign(db, actor, id);
}

/** `PATCH /campaigns/{id}/empower`: capping.empower as the toggle now reads. */
export async function updateEmpower(db: Db, actor: Actor, id: number, empower: boolean): Promise<Campaign> {
  const { campaign } = await scoped(db, actor, id);
  await db.transaction(async (tx) => {
    await updateCampaign(tx, id, { empower, updatedAt: new Date() });
    await record(tx, actor, 'campaign.empowerUpdated', id, changesBetween(campaign, { empower }));
  });
  return getCampaign(db, actor, id);
}

type OptimiserColumns = Partial<
  Pick<CampaignRow, 'enableOptimized' | 'optimizationWeight' | 'optimizationThreshold'>
>;

/** Stores the optimiser's settings and sends them, whole, to every linked server. */
async function updateOptimiser(
  db: Db,
  actor: Actor,
  id: number,
  changes: OptimiserColumns,
): Promise<Campaign> {
  const { campaign } = await scoped(db, actor, id);
  const next = { ...campaign, ...changes };
  const change: DeliveryChange = {
    type: 'optimisation',
    optimisation: {
      enabled: next.enableOptimized,
      weight: next.optimizationWeight,
      threshold: next.optimizationThreshold,
    },
  };
  await db.transaction(async (tx) => {
    await updateCampaign(tx, id, { ...changes, updatedAt: new Date() });
    for (const server of linkedServers(campaign)) await enqueue(tx, id, server, [change]);
    await record(tx, actor, 'campaign.optimizationUpdated', id, changesBetween(campaign, changes));
  });
  return getCampaign(db, actor, id);
}

/** `PATCH /campaigns/{id}/optimized`. */
export const updateOptimized = (db: Db, actor: Actor, id: number, body: OptimizedRequest) =>
  updateOptimiser(db, actor, id, {
    enableOptimized: body.enableOptimized,
    optimizationWeight: body.optimizationWeight,
  });

/** `PATCH /campaigns/{id}/optimizationThreshold`. */
export const updateOptimizationThreshold = (db: Db, actor: Actor, id: number, threshold: number) =>
  updateOptimiser(db, actor, id, { optimizationThreshold: threshold });

/**
 * `PATCH /campaigns/{id}/data-info`: the fields sent replace the stored ones, null clears one. The servers are not
 * told: data info describes the campaign as they report it, it is not what they deliver by.
 */
export async function updateDataInfo(
  db: Db,
  actor: Actor,
  id: number,
  body: DataInfoRequest,
): Promise<Campaign> {
  const { campaign } = await scoped(db, actor, id);
  const next: Record<string, unknown> = { ...campaign.dataInfo };
  for (const [key, value] of Object.entries(body)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  const impressions = Number(next.impressions ?? 0);
  if (typeof next.clicks === 'number' && next.clicks > impressions) {
    const field = body.clicks === undefined ? 'impressions' : 'clicks';
    const problem = field === 'clicks' ? 'must not be more than impressions' : 'must not be less than clicks';
    throw new AppError('VALIDATION_FAILED', `${field}: ${problem}`, {
      field,
      key: 'delivery.clicksOverImpressions',
    });
  }
  await db.transaction(async (tx) => {
    await updateCampaign(tx, id, { dataInfo: next as CampaignDataInfo, updatedAt: new Date() });
    await record(tx, actor, 'campaign.dataInfoUpdated', id, changesBetween(campaign.dataInfo ?? {}, body));
  });
  return getCampaign(db, actor, id);
}
