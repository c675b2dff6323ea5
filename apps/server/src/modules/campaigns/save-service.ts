import type { Campaign, saveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import { campaignFormatOf } from '@adcontrol/domain/rules/campaign-creatives';
import { splitCapping } from '@adcontrol/domain/rules/capping';
import { can } from '@adcontrol/domain/rules/permissions';
import { targetsFor } from '@adcontrol/domain/rules/targets';
import type { CampaignStatus } from '@adcontrol/domain/shared/enums';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { changesBetween } from '../activity/index';
import { queueRelink, queueRemoval } from '../delivery/index';
import type { Actor } from '../scope/actor';
import { dailyCapping } from './capping-estimate';
import { creativeColumns, creativeNamer, incomingCreatives } from './creative-rows';
import { refreshCampaignDelivery } from './delivery-totals-repository';
import { invalid, nameExists, notFound } from './errors';
import {
  type CampaignRow,
  creativesOf,
  deleteCampaignRow,
  deleteCreatives,
  findScopedCampaign,
  insertCampaign,
  insertCreative,
  nameTaken,
  updateCampaign,
  updateCreativeOf,
} from './repository';
import { checkAudiences, checkComposition, checkParties, workOrders, zero } from './save-checks';
import { getCampaign, record } from './service';

type SaveRequest = z.output<typeof saveCampaignRequest>;

/** The statuses a campaign delivers in: an edit of one of them may need approval again (SPEC 4). */
const DELIVERING: readonly CampaignStatus[] = ['DELIVERING', 'DELIVERY_EXTENDED'];

function campaignColumns(request: SaveRequest, sellerId: number | null, format: Campaign['format']) {
  const { general } = request;
  const startDate = new Date(general.campaign_start_date);
  const endDate = new Date(general.campaign_end_date);
  const target = targetsFor(
    general.campaign_purchase_model,
    general.campaign_total_budget,
    general.unit_price,
  );
  const daily = dailyCapping(target, startDate, endDate);
  const split = splitCapping(daily, { newton: 0, sinew: 0 });
  return {
    name: (general.new_campaign_name ?? general.campaign_name).trim(),
    advertiserId: general.advertiser_id,
    sellerId,
    country: general.country,
    currency: general.currency,
    timezone: request.timezone,
    premium: general.premium,
    purchaseModel: general.campaign_purchase_model,
    campaignType: general.campaign_type,
    format,
    budgetTotal: general.campaign_total_budget,
    unitPrice: general.unit_price,
    // Left out of an edit, the conversion rate and CTR keep their stored values.
    ...(general.conversion_rate === undefined ? {} : { conversionRate: general.conversion_rate }),
    ...(general.ctr === undefined ? {} : { ctr: general.ctr }),
    startDate,
    endDate,
    targetImpressions: target.impressions,
    targetClicks: target.clicks,
    cappingImpressions: daily.impressions,
    cappingClicks: daily.clicks,
    cappingNewtonImpressions: split.newton.impressions,
    cappingNewtonClicks: split.newton.clicks,
    cappingSinewImpressions: split.sinew.impressions,
    cappingSinewClicks: split.sinew.clicks,
  };
}

/**
 * SPEC 4: an updated campaign may become pending approval. It does when someone other than an admin changes what
 * a delivering campaign spends or shows: its budget, price, dates, or its creatives (added or removed)
 * (docs/decisions/021). Capping and pacing stay as they were until the change is approved.
 */
function statusAfterEdit(
  actor: Actor,
  current: CampaignRow,
  next: ReturnType<typeof campaignColumns>,
  creativesChanged: boolean,
): CampaignStatus {
  // A draft saved through the wizard has passed the launch checks: it is launched (decision 041).
  if (current.status === 'DRAFT') return 'READY';
  if (can(actor.role, 'campaigns.approve') || !DELIVERING.includes(current.status)) return current.status;
  const spendChanged =
    current.budgetTotal !== next.budgetTotal ||
    current.unitPrice !== next.unitPrice ||
    current.startDate.getTime() !== next.startDate.getTime() ||
    current.endDate.getTime() !== next.endDate.getTime();
  return spendChanged || creativesChanged ? 'PENDING_APPROVAL' : current.status;
}

/**
 * SPEC 7 `POST /campaigns`: creates a campaign, or saves an edit (`general.action`), with its creatives, in one
 * transaction: when any part is refused, nothing is written. Saved creatives the request does not mention stay.
 */
export async function saveCampaign(db: Db, actor: Actor, request: SaveRequest): Promise<Campaign> {
  const { general } = request;
  const editing = general.action === 'edit';
  const current = editing ? await findScopedCampaign(db, actor.scope, general.id as number) : null;
  if (editing && !current) throw notFound();
  const sellerId = await checkParties(db, actor, general);
  const sent = incomingCreatives(request);
  const saved = current ? await creativesOf(db, current.campaign.id) : [];
  const savedIds = new Set(saved.map(({ creative }) => creative.id));
  const deleted = new Set(request.deleted ?? []);
  for (const [index, id] of [...deleted].entries()) {
    if (!savedIds.has(id))
      throw invalid(
        `deleted.${index}`,
        'is not a creative of this campaign',
        'campaigns.creativeNotInCampaign',
      );
  }
  for (const incoming of sent) {
    const id = incoming.draft.id;
    if (id !== undefined && (!savedIds.has(id) || deleted.has(id))) {
      throw invalid(
        `${incoming.field}.id`,
        'is not a creative of this campaign',
        'campaigns.creativeNotInCampaign',
      );
    }
  }
  const updatedIds = new Set(
    sent.flatMap((incoming) => (incoming.draft.id === undefined ? [] : [incoming.draft.id])),
  );
  const kept = saved.filter(({ creative }) => !deleted.has(creative.id) && !updatedIds.has(creative.id));
  // An edit that names no format keeps the campaign's; a new campaign takes it from its creatives.
  const format =
    general.format ??
    current?.campaign.format ??
    campaignFormatOf(
      [...kept.map(({ creative }) => creative.format), ...sent.map((incoming) => incoming.format)].reduce(
        (counts, creativeFormat) => {
          counts[creativeFormat] += 1;
          return counts;
        },
        zero(),
      ),
    );
  checkComposition(
    format,
    kept.map(({ creative }) => creative.format),
    sent,
  );
  await checkAudiences(db, actor, sent);

  const nameField = general.new_campaign_name ? 'general.new_campaign_name' : 'general.campaign_name';
  const columns = campaignColumns(request, sellerId, format);
  if (await nameTaken(db, columns.name, current?.campaign.id)) throw nameExists(nameField);
  const name = creativeNamer(kept.map(({ creative }) => creative.name));
  const named = sent.map((incoming) => {
    const creativeName = name(incoming);
    if (!creativeName)
      throw invalid(
        `${incoming.field}.name`,
        `must start with ${incoming.format}`,
        'creatives.nameMustStartWith',
        {
          prefix: incoming.format,
        },
      );
    return { incoming, row: creativeColumns(incoming, creativeName) };
  });
  const odt = workOrders(actor, request.odt, current?.campaign.workOrderFiles ?? []);

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      let campaignId: number;
      let changed: Record<string, unknown> = {};
      let heldForApproval = false;
      if (current) {
        const creativesChanged = deleted.size > 0 || sent.some((incoming) => incoming.draft.id === undefined);
        campaignId = current.campaign.id;
        const {
          cappingImpressions,
          cappingClicks,
          cappingNewtonImpressions,
          cappingNewtonClicks,
          cappingSinewImpressions,
          cappingSinewClicks,
          ...rest
        } = columns;
        const status = statusAfterEdit(actor, current.campaign, columns, creativesChanged);
        await updateCampaign(tx, campaignId, { ...rest, status, workOrderFiles: odt, updatedAt: new Date() });
        changed = changesBetween(current.campaign, { ...rest, status });
        heldForApproval = status === 'PENDING_APPROVAL';
        if (deleted.size > 0) await deleteCreatives(tx, [...deleted]);
      } else {
        campaignId = await insertCampaign(tx, {
          ...columns,
          status: 'READY',
          workOrderFiles: odt,
          createdBy: actor.accountId,
        });
      }
      for (const { incoming, row } of named) {
        if (incoming.draft.id === undefined) await insertCreative(tx, { ...row, campaignId });
        else await updateCreativeOf(tx, campaignId, incoming.draft.id, { ...row, updatedAt: new Date() });
      }
      // A new price, budget or target changes what the delivery so far comes to (the list's rollup).
      if (current) await refreshCampaignDelivery(tx, [campaignId]);
      // The linked servers deliver the edit at once, unless it waits for approval (decision 021 and 041).
      if (current && !heldForApproval) await queueRelink(tx, campaignId);
      const summary = { creatives: named.length, deleted: deleted.size };
      const details = current ? { ...changed, ...summary } : { name: columns.name, ...summary };
      await record(tx, actor, current ? 'campaign.updated' : 'campaign.created', campaignId, details);
      return campaignId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists(nameField);
    throw error;
  }
  return getCampaign(db, actor, id);
}

export async function deleteCampaign(db: Db, actor: Actor, id: number): Promise<void> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  await db.transaction(async (tx) => {
    await deleteCampaignRow(tx, id);
    // A removed campaign must stop delivering: the unlink travels even though the campaign is gone here.
    await queueRemoval(tx, found.campaign);
    await record(tx, actor, 'campaign.deleted', id, { name: found.campaign.name });
  });
}
