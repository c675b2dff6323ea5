import type { Campaign, DataInfo } from '@adcontrol/domain/campaigns/campaign';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { displayStatus } from '@adcontrol/domain/rules/display-status';
import { nameKey } from '@adcontrol/domain/rules/names';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts, audiences, campaigns, creatives } from '../../db/schema';
import { sellerLabelSql } from '../../db/seller-label';
import { inScope, type Scope } from '../scope/scope';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CreativeRow = typeof creatives.$inferSelect;
export type NewCreativeRow = typeof creatives.$inferInsert;
export type NewCampaignRow = typeof campaigns.$inferInsert;

const advertiser = alias(accounts, 'advertiser');
const seller = alias(accounts, 'seller');
const parent = alias(accounts, 'parent');
const nameOf = (account: { company: AnyPgColumn; firstName: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(trim(${account.company}), ''), ${account.firstName})`;

/** A campaign is the scope's when its advertiser is (docs/decisions/008). */
export const campaignInScope = (scope: Scope): SQL => inScope(scope, campaigns.advertiserId);

export type CampaignWithNames = {
  campaign: CampaignRow;
  advertiserName: string | null;
  sellerName: string | null;
};

/** One campaign, if the scope holds it; any other is simply not found. */
export async function findScopedCampaign(
  db: Db,
  scope: Scope,
  id: number,
): Promise<CampaignWithNames | null> {
  const [row] = await db
    .select({ campaign: campaigns, advertiserName: nameOf(advertiser), sellerName: sellerLabelSql(seller) })
    .from(campaigns)
    .leftJoin(advertiser, eq(advertiser.id, campaigns.advertiserId))
    .leftJoin(seller, eq(seller.id, campaigns.sellerId))
    .where(and(eq(campaigns.id, id), campaignInScope(scope)))
    .limit(1);
  return row ?? null;
}

export type CreativeWithAudience = { creative: CreativeRow; audienceName: string | null };

export async function creativesOf(db: Db, campaignId: number): Promise<CreativeWithAudience[]> {
  return db
    .select({ creative: creatives, audienceName: audiences.name })
    .from(creatives)
    .leftJoin(audiences, eq(audiences.id, creatives.audienceId))
    .where(eq(creatives.campaignId, campaignId))
    .orderBy(asc(creatives.id));
}

/** Creatives of the given ids whose campaign the scope holds, each with its campaign. */
export async function findScopedCreatives(
  db: Db,
  scope: Scope,
  ids: readonly number[],
): Promise<CreativeWithAudience[]> {
  if (ids.length === 0) return [];
  return db
    .select({ creative: creatives, audienceName: audiences.name })
    .from(creatives)
    .innerJoin(campaigns, eq(campaigns.id, creatives.campaignId))
    .leftJoin(audiences, eq(audiences.id, creatives.audienceId))
    .where(and(inArray(creatives.id, [...ids]), campaignInScope(scope)));
}

/** Whether another campaign (not `exceptId`) has this name, case, accents and spaces aside (decision 046). */
export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.nameKey, nameKey(name)),
        exceptId === undefined ? undefined : sql`${campaigns.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the account is one of the given roles and inside the scope. */
export async function accountInScope(
  db: Db,
  scope: Scope,
  id: number,
  roles: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), inArray(accounts.role, roles as never), inScope(scope, accounts.id)))
    .limit(1);
  return row !== undefined;
}

/** The account of the given roles an advertiser hangs from, if it does. */
export async function parentOfRoles(
  db: Db,
  advertiserId: number,
  roles: readonly string[],
): Promise<number | null> {
  const [row] = await db
    .select({ id: parent.id })
    .from(accounts)
    .innerJoin(parent, eq(parent.id, accounts.parentId))
    .where(and(eq(accounts.id, advertiserId), inArray(parent.role, roles as never)))
    .limit(1);
  return row?.id ?? null;
}

/** What a status change reads of a campaign. */
export type StatusSubjectRow = Pick<
  CampaignRow,
  'id' | 'name' | 'status' | 'startDate' | 'endDate' | 'linkedNewton' | 'linkedSinew'
>;

/** The scope's campaigns of the given ids, locked until the transaction ends, by id. */
export function lockInScope(tx: Db, scope: Scope, ids: readonly number[]): Promise<StatusSubjectRow[]> {
  return tx
    .select({
      id: campaigns.id,
      name: campaigns.name,
      status: campaigns.status,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      linkedNewton: campaigns.linkedNewton,
      linkedSinew: campaigns.linkedSinew,
    })
    .from(campaigns)
    .where(and(inArray(campaigns.id, [...ids]), campaignInScope(scope)))
    .orderBy(asc(campaigns.id))
    .for('update');
}

export async function insertCampaign(tx: Db, values: NewCampaignRow): Promise<number> {
  const [row] = await tx.insert(campaigns).values(values).returning({ id: campaigns.id });
  return (row as { id: number }).id;
}

export async function updateCampaign(tx: Db, id: number, values: Partial<NewCampaignRow>): Promise<void> {
  await tx.update(campaigns).set(values).where(eq(campaigns.id, id));
}

export async function deleteCampaignRow(tx: Db, id: number): Promise<void> {
  await tx.delete(campaigns).where(eq(campaigns.id, id));
}

export async function insertCreative(tx: Db, values: NewCreativeRow): Promise<void> {
  await tx.insert(creatives).values(values);
}

/** Changes a creative of the campaign; one of another campaign stays as it is. */
export async function updateCreativeOf(
  tx: Db,
  campaignId: number,
  id: number,
  values: Partial<NewCreativeRow>,
): Promise<void> {
  await tx
    .update(creatives)
    .set(values)
    .where(and(eq(creatives.id, id), eq(creatives.campaignId, campaignId)));
}

/** The campaign a creative belongs to, with the servers it is linked to. */
export async function campaignLinksOfCreative(
  db: Db,
  creativeId: number,
): Promise<Pick<CampaignRow, 'id' | 'linkedNewton' | 'linkedSinew'> | null> {
  const [row] = await db
    .select({ id: campaigns.id, linkedNewton: campaigns.linkedNewton, linkedSinew: campaigns.linkedSinew })
    .from(campaigns)
    .innerJoin(creatives, eq(creatives.campaignId, campaigns.id))
    .where(eq(creatives.id, creativeId))
    .limit(1);
  return row ?? null;
}

export async function deleteCreatives(tx: Db, ids: readonly number[]): Promise<void> {
  await tx.delete(creatives).where(inArray(creatives.id, [...ids]));
}

/** The distinct topics, products and audience segments of the scope's creatives. */
export function tagsInScope(db: Db, scope: Scope) {
  return queryRows<{ kind: string; value: string }>(
    db,
    sql`
    select distinct 'topic' as kind, unnest(topics) as value from creatives
      join campaigns on campaigns.id = creatives.campaign_id where ${campaignInScope(scope)}
    union select distinct 'product', unnest(products) from creatives
      join campaigns on campaigns.id = creatives.campaign_id where ${campaignInScope(scope)}
    union select distinct 'audience', unnest(audience_segments) from creatives
      join campaigns on campaigns.id = creatives.campaign_id where ${campaignInScope(scope)}
    limit 2000`,
  );
}

function toDataInfo(row: CampaignRow): DataInfo | null {
  const info = row.dataInfo;
  if (!info) return null;
  return {
    country: info.country ?? null,
    type: info.type ?? null,
    comment: info.comment ?? null,
    impressions: info.impressions ?? 0,
    clicks: info.clicks ?? 0,
    ctr: info.ctr ?? 0,
    source: info.source ?? null,
    optimized: info.optimized ?? false,
    sinewInfo: info.sinewInfo ?? null,
    enabled: info.enabled ?? false,
    campaignTitle: info.campaignTitle ?? null,
    boxedCtr: info.boxedCtr ?? null,
  };
}

export function toCreative({ creative: row, audienceName }: CreativeWithAudience): Creative {
  return {
    id: row.id,
    campaignId: row.campaignId,
    format: row.format,
    name: row.name,
    status: row.status,
    audienceId: row.audienceId,
    audience: audienceName,
    setName: row.setName,
    topics: row.topics,
    products: row.products,
    audiences: row.audienceSegments,
    link: row.link,
    image: row.image,
    logo: row.logo,
    title: row.title,
    subtitle: row.subtitle,
    video: row.video,
    tag: row.tag,
    html: row.html,
    vast: row.vast,
    vastString: row.vastXml,
    width: row.width,
    height: row.height,
    timer: row.timer,
    zone: row.zone,
    deliveryRule: row.deliveryRule,
    days: row.days,
    hours: row.hours,
    clickTag: row.clickTag,
    checkedClickTag: row.checkedClickTag,
    impressionTag: row.impressionTag,
    isOptimizated: row.isOptimized,
    preview: row.preview,
    pretargeting: row.pretargeting,
  };
}

export function toCampaign(
  { campaign: row, advertiserName, sellerName }: CampaignWithNames,
  creativeRows: CreativeWithAudience[] | undefined,
  now: Date,
): Campaign {
  return {
    id: row.id,
    name: row.name,
    comments: row.comments,
    clientId: null,
    advertiserId: row.advertiserId,
    advertiserName,
    sellerId: row.sellerId,
    sellerName,
    country: row.country as Campaign['country'],
    currency: row.currency,
    timezone: row.timezone,
    premium: row.premium,
    purchaseModel: row.purchaseModel,
    campaignType: row.campaignType,
    format: row.format,
    product: row.product,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    status: row.status,
    displayStatus: displayStatus(row.startDate, row.endDate, now),
    source: row.source,
    empower: row.empower,
    budget: { total: row.budgetTotal, usd: null },
    unitPrice: row.unitPrice,
    conversionRate: row.conversionRate,
    capping: {
      currency: row.currency,
      impressions: row.cappingImpressions,
      clicks: row.cappingClicks,
      empower: row.empower,
      newton: { impressions: row.cappingNewtonImpressions, clicks: row.cappingNewtonClicks },
      sinew: { impressions: row.cappingSinewImpressions, clicks: row.cappingSinewClicks },
    },
    cappingInfo: null,
    dataInfo: toDataInfo(row),
    target: { impressions: row.targetImpressions, clicks: row.targetClicks },
    linked: { newton: row.linkedNewton, sinew: row.linkedSinew },
    optimizationWeight: row.optimizationWeight,
    optimizationThreshold: row.optimizationThreshold,
    enableOptimized: row.enableOptimized,
    reportSettings: {
      consumption: row.reportConsumption,
      showApps: row.reportShowApps,
      typeReports: row.reportTypeReports,
    },
    ...(creativeRows ? { creatives: creativeRows.map(toCreative) } : {}),
  };
}
