import type { Campaign, saveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import {
  bannerCreativeDraft,
  interstitialCreativeDraft,
  pushCreativeDraft,
  videoCreativeDraft,
} from '@adcontrol/domain/creatives/creative-drafts';
import {
  campaignFormatOf,
  disallowedFormats,
  launchProblem,
} from '@adcontrol/domain/rules/campaign-creatives';
import { splitCapping } from '@adcontrol/domain/rules/capping';
import { can, rolesFor } from '@adcontrol/domain/rules/permissions';
import { targetsFor } from '@adcontrol/domain/rules/targets';
import { AppError, type MessageParams } from '@adcontrol/domain/shared/app-error';
import type { CampaignStatus, CreativeFormat } from '@adcontrol/domain/shared/enums';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { StoredFile } from '../../db/json-types';
import { queryRows } from '../../db/query-rows';
import { accounts, campaigns, creatives } from '../../db/schema';
import { isUniqueViolation } from '../accounts/input-checks';
import { changesBetween } from '../activity/changes';
import { recordActivity } from '../activity/service';
import { findScopedAudience } from '../audiences/repository';
import { audienceReadScope } from '../audiences/service';
import { queueRelink, queueRemoval } from '../delivery/relink';
import { keyOfPublicUrl } from '../files/public-files';
import type { Actor } from '../scope/actor';
import { inScope } from '../scope/scope';
import { dailyCapping } from './capping-estimate';
import { creativeColumns, creativeNamer, type IncomingCreative, incomingCreatives } from './creative-rows';
import { refreshCampaignDelivery } from './delivery-totals';
import {
  type CampaignRow,
  creativesOf,
  findScopedCampaign,
  nameTaken,
  toCampaign,
  toCreative,
} from './repository';

type SaveRequest = z.output<typeof saveCampaignRequest>;
type General = SaveRequest['general'];

const parent = alias(accounts, 'parent');
const notFound = () => new AppError('NOT_FOUND', 'Campaign not found');
const invalid = (field: string, message: string, key: MessageKey, params?: MessageParams) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, { field, key, ...(params ? { params } : {}) });
const nameExists = (field: string) =>
  new AppError('CONFLICT', MESSAGES['campaigns.alreadyExists'].en, { field });

/** The statuses a campaign delivers in: an edit of one of them may need approval again (SPEC 4). */
const DELIVERING: readonly CampaignStatus[] = ['DELIVERING', 'DELIVERY_EXTENDED'];

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

/** An account of the given roles inside the caller's scope, or a 400 naming the field. */
async function checkAccount(
  db: Db,
  actor: Actor,
  id: number,
  roles: readonly string[],
  field: string,
): Promise<void> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.id, id), inArray(accounts.role, roles as never), inScope(actor.scope, accounts.id)),
    )
    .limit(1);
  if (!row)
    throw invalid(field, 'is not an account you can create campaigns for', 'campaigns.accountNotYours');
}

/** The seller or super seller an advertiser hangs from, if it does. */
async function sellerAbove(db: Db, advertiserId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: parent.id })
    .from(accounts)
    .innerJoin(parent, eq(parent.id, accounts.parentId))
    .where(and(eq(accounts.id, advertiserId), inArray(parent.role, [...rolesFor('campaigns.sell')])))
    .limit(1);
  return row?.id ?? null;
}

/** Who the campaign is for: an advertiser creates for itself; others for an advertiser of their scope. */
async function checkParties(db: Db, actor: Actor, general: General): Promise<number | null> {
  if (can(actor.role, 'advertisers.actAsSelf') && general.advertiser_id !== actor.accountId) {
    throw invalid(
      'general.advertiser_id',
      'an advertiser creates campaigns for its own account only',
      'campaigns.advertiserOwnOnly',
    );
  }
  await checkAccount(
    db,
    actor,
    general.advertiser_id,
    rolesFor('advertisers.actAsSelf'),
    'general.advertiser_id',
  );
  if (general.seller_id == null) {
    const above = await sellerAbove(db, general.advertiser_id);
    return above ?? (can(actor.role, 'campaigns.sell') ? actor.accountId : null);
  }
  const sellerId = general.seller_id;
  if (sellerId !== actor.accountId) {
    await checkAccount(db, actor, sellerId, rolesFor('campaigns.sell'), 'general.seller_id');
  }
  return sellerId;
}

const DRAFT_RULES = {
  push: pushCreativeDraft,
  banner: bannerCreativeDraft,
  interstitial: interstitialCreativeDraft,
  video: videoCreativeDraft,
} as const;

const zero = (): Record<CreativeFormat, number> => ({ push: 0, banner: 0, interstitial: 0, video: 0 });

/** The launch rule over what the campaign carries once saved: kept creatives, changed ones and new ones. */
function checkComposition(
  format: Campaign['format'],
  kept: readonly CreativeFormat[],
  sent: IncomingCreative[],
) {
  const total = zero();
  const invalidCount = zero();
  for (const creativeFormat of kept) total[creativeFormat] += 1;
  for (const incoming of sent) {
    total[incoming.format] += 1;
    if (!DRAFT_RULES[incoming.format].safeParse(incoming.draft).success) invalidCount[incoming.format] += 1;
  }
  const [notCarried] = disallowedFormats(format, total);
  if (notCarried) {
    const field = sent.find((incoming) => incoming.format === notCarried)?.field ?? 'general.format';
    throw invalid(
      field,
      `a ${format} campaign carries no ${notCarried} creatives`,
      'creatives.notCarriedByFormat',
    );
  }
  const problem = launchProblem(format, { total, invalid: invalidCount });
  if (problem)
    throw new AppError('VALIDATION_FAILED', MESSAGES[problem].en, { field: 'creatives', key: problem });
}

/** Every audience a creative names must be one the caller may read. */
async function checkAudiences(db: Db, actor: Actor, sent: IncomingCreative[]) {
  for (const incoming of sent) {
    const audienceId = incoming.draft.audienceId;
    if (audienceId == null) continue;
    if (!(await findScopedAudience(db, audienceReadScope(actor), audienceId))) {
      throw invalid(
        `${incoming.field}.audienceId`,
        'is not an audience you can use',
        'campaigns.audienceNotYours',
      );
    }
  }
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Work orders sent are added to the campaign's: files the caller uploaded through `/campaigns/odt` (named after the
 * uploading account), or ones the campaign already holds; any other address is refused.
 */
function workOrders(actor: Actor, urls: readonly string[] | undefined, current: StoredFile[]): StoredFile[] {
  if (!urls) return current;
  const added = urls.map((url, index) => {
    const key = keyOfPublicUrl(url);
    const held = current.find((file) => file.key === key);
    if (held) return held;
    const name = key?.split('/').at(-1) ?? '';
    const extension = name.split('.').at(-1) ?? '';
    if (
      !key?.startsWith('campaign-uploads/') ||
      !name.startsWith(`${actor.accountId}-`) ||
      !EXTENSION_TYPES[extension]
    ) {
      throw invalid(
        `odt.${index}`,
        'is not a work order uploaded through /campaigns/odt',
        'campaigns.workOrderUnknown',
      );
    }
    return {
      key,
      name,
      mimeType: EXTENSION_TYPES[extension] as string,
      size: 0,
      uploadedAt: new Date().toISOString(),
    };
  });
  return [...current, ...added.filter((file) => !current.some((held) => held.key === file.key))];
}

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

export async function record(
  db: Db,
  actor: Actor,
  action: string,
  id: number,
  details: Record<string, unknown>,
) {
  await recordActivity(db, actor, 'campaign', id, action, details);
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
        await tx
          .update(campaigns)
          .set({ ...rest, status, workOrderFiles: odt, updatedAt: new Date() })
          .where(eq(campaigns.id, campaignId));
        changed = changesBetween(current.campaign, { ...rest, status });
        heldForApproval = status === 'PENDING_APPROVAL';
        if (deleted.size > 0) await tx.delete(creatives).where(inArray(creatives.id, [...deleted]));
      } else {
        const [row] = await tx
          .insert(campaigns)
          .values({ ...columns, status: 'READY', workOrderFiles: odt, createdBy: actor.accountId })
          .returning({ id: campaigns.id });
        campaignId = (row as { id: number }).id;
      }
      for (const { incoming, row } of named) {
        if (incoming.draft.id === undefined) await tx.insert(creatives).values({ ...row, campaignId });
        else
          await tx
            .update(creatives)
            .set({ ...row, updatedAt: new Date() })
            .where(and(eq(creatives.id, incoming.draft.id), eq(creatives.campaignId, campaignId)));
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
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    // A removed campaign must stop delivering: the unlink travels even though the campaign is gone here.
    await queueRemoval(tx, found.campaign);
    await record(tx, actor, 'campaign.deleted', id, { name: found.campaign.name });
  });
}

/** A copy under a new unique name, with every creative, not linked to any server and ready to be reviewed. */
export async function duplicateCampaign(db: Db, actor: Actor, id: number, name: string): Promise<Campaign> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  if (await nameTaken(db, name)) throw nameExists('name');
  const { id: _id, createdAt: _created, updatedAt: _updated, ...source } = found.campaign;
  let copyId: number;
  try {
    copyId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          ...source,
          name: name.trim(),
          status: 'READY',
          linkedNewton: false,
          linkedSinew: false,
          dataInfo: null,
          createdBy: actor.accountId,
        })
        .returning({ id: campaigns.id });
      const newId = (row as { id: number }).id;
      const originals = await creativesOf(tx, id);
      const parents = originals.filter(({ creative }) => creative.parentCreativeId === null);
      for (const { creative } of parents) {
        const { id: _creativeId, createdAt: _c, updatedAt: _u, campaignId: _campaign, ...copy } = creative;
        await tx.insert(creatives).values({ ...copy, campaignId: newId, parentCreativeId: null });
      }
      await record(tx, actor, 'campaign.duplicated', newId, { from: id, name: name.trim() });
      return newId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists('name');
    throw error;
  }
  return getCampaign(db, actor, copyId);
}

/** The distinct tags already in the caller's creatives, for the tag pickers. */
export async function usedTags(db: Db, actor: Actor) {
  const list = await queryRows<{ kind: string; value: string }>(
    db,
    sql`
    select distinct 'topic' as kind, unnest(topics) as value from creatives
      join campaigns on campaigns.id = creatives.campaign_id where ${inScope(actor.scope, campaigns.advertiserId)}
    union select distinct 'product', unnest(products) from creatives
      join campaigns on campaigns.id = creatives.campaign_id where ${inScope(actor.scope, campaigns.advertiserId)}
    union select distinct 'audience', unnest(audience_segments) from creatives
      join campaigns on campaigns.id = creatives.campaign_id where ${inScope(actor.scope, campaigns.advertiserId)}
    limit 2000`,
  );
  const of = (kind: string) => list.filter((row) => row.kind === kind).map((row) => row.value);
  return { topics: of('topic'), products: of('product'), audiences: of('audience') };
}
