import type {
  CampaignFormat,
  CampaignStatus,
  PurchaseModel,
  Role,
  Source,
} from '@adcontrol/domain/shared/enums';
import type { AccountRow, Advertiser } from './accounts';
import type { CampaignRow, Phase } from './campaign-row';
import { SELLER_COMMENTS } from './catalog';
import type { SeedContext } from './context';
import { cappingColumns, dataInfo, deliveredUntil, deliverySources } from './delivery';
import { type Market, marketOf } from './markets';
import { campaignVolumes, pricing } from './pricing';
import { unique } from './text';
import { addDays, earliest, reportingDay, reportingDayStart } from './time';

export type { CampaignRow, Phase } from './campaign-row';

export interface PlannedCampaign {
  row: CampaignRow;
  market: Market;
  advertiser: Advertiser;
  product: string;
  startDay: number;
  endDay: number;
  /** Last reporting day the campaign delivered on, or null when it never delivered. */
  deliveredUntil: number | null;
  /** Share of its target the campaign delivers over its whole run. */
  pace: number;
  sources: { source: Source; share: number }[];
}

interface Spec {
  phase?: Phase;
  format?: CampaignFormat;
  model?: PurchaseModel;
}

const TOTAL = 200;
/** The demo advertiser's own campaigns: one of each phase, format and purchase model at least. */
const DEMO_SPECS: Spec[] = [
  { phase: 'finished', format: 'push', model: 'CPC' },
  { phase: 'finished', format: 'banner', model: 'CPM' },
  { phase: 'finished', format: 'video', model: 'CPE' },
  { phase: 'running', format: 'push', model: 'CPC' },
  { phase: 'running', format: 'mixed', model: 'CPM' },
  { phase: 'running', format: 'interstitial', model: 'CPA' },
  { phase: 'running', format: 'banner', model: 'CPC' },
  { phase: 'awaiting', format: 'push', model: 'CPM' },
  { phase: 'awaiting', format: 'video', model: 'CPE' },
  { phase: 'awaiting', format: 'banner', model: 'CPA' },
];
const PHASES = { finished: 42, running: 38, awaiting: 20 } as const;
const FORMATS = { push: 35, banner: 25, interstitial: 15, video: 12, mixed: 13 } as const;
const MODELS: Record<CampaignFormat, Partial<Record<PurchaseModel, number>>> = {
  push: { CPC: 50, CPM: 30, CPA: 15, CPE: 5 },
  banner: { CPM: 50, CPC: 35, CPA: 15 },
  interstitial: { CPM: 45, CPC: 30, CPA: 15, CPE: 10 },
  video: { CPM: 40, CPE: 45, CPC: 15 },
  mixed: { CPM: 50, CPC: 30, CPA: 10, CPE: 10 },
};
const STATUSES: Record<Phase, Partial<Record<CampaignStatus, number>>> = {
  finished: {
    COMPLETED: 70,
    CANCELED: 10,
    PAUSED: 5,
    INACTIVE: 6,
    DISAPPROVED: 4,
    PAUSED_INVENTORY_RELEASED: 5,
  },
  running: {
    DELIVERING: 55,
    DELIVERY_EXTENDED: 8,
    PAUSED: 12,
    PAUSED_INVENTORY_RELEASED: 5,
    PENDING_APPROVAL: 10,
    READY: 10,
  },
  awaiting: { READY: 40, PENDING_APPROVAL: 25, DRAFT: 25, DISAPPROVED: 5, INACTIVE: 5 },
};
const DURATIONS = [7, 14, 15, 21, 28, 30, 30, 31, 45, 60, 90] as const;
const MONTHS = {
  es: [
    'Enero',
    'Febrero',
    'Marzo',
    'Abril',
    'Mayo',
    'Junio',
    'Julio',
    'Agosto',
    'Septiembre',
    'Octubre',
    'Noviembre',
    'Diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

export function buildCampaigns(
  ctx: SeedContext,
  accounts: AccountRow[],
  advertisers: Advertiser[],
  links: { accountId: number; advertiserId: number }[],
  demo: Record<Role, number>,
): PlannedCampaign[] {
  const { rng } = ctx;
  const jobs: { advertiser: Advertiser; spec: Spec }[] = [];
  const demoAdvertiser = advertisers.find((advertiser) => advertiser.id === demo.advertiser);
  if (demoAdvertiser) for (const spec of DEMO_SPECS) jobs.push({ advertiser: demoAdvertiser, spec });
  const others = advertisers.filter((advertiser) => advertiser !== demoAdvertiser);
  for (const advertiser of others) jobs.push({ advertiser, spec: {} });
  // Some advertisers are big accounts that run many campaigns; most run one or two.
  const weights = others.map(() => rng.logUniform(0.5, 4));
  while (jobs.length < TOTAL) {
    const advertiser = others[rng.weightedIndex(weights)];
    if (!advertiser) break;
    jobs.push({ advertiser, spec: {} });
  }

  const sellersByCountry = groupBy(
    accounts.filter((account) => account.role === 'seller'),
    (account) => account.country,
  );
  const linkers = groupBy(links, (link) => link.advertiserId);
  const names = new Set<string>();
  const planned = jobs.map(({ advertiser, spec }) => {
    const market = marketOf(advertiser.country);
    const localSellers = sellersByCountry.get(advertiser.country) ?? [];
    const linker = linkers.get(advertiser.id);
    let sellerId = advertiser.sellerId;
    if (linker && rng.chance(0.5)) sellerId = rng.pick(linker).accountId;
    else if (sellerId === null && localSellers.length && rng.chance(0.6))
      sellerId = rng.pick(localSellers).id;
    return planCampaign(ctx, advertiser, market, sellerId, spec, names);
  });
  // Ids follow creation order, as they would have been handed out.
  planned.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
  planned.forEach((campaign, index) => {
    campaign.row.id = index + 1;
  });
  return planned;
}

function planCampaign(
  ctx: SeedContext,
  advertiser: Advertiser,
  market: Market,
  sellerId: number | null,
  spec: Spec,
  names: Set<string>,
): PlannedCampaign {
  const { rng, now } = ctx;
  const phase = spec.phase ?? rng.weighted(PHASES);
  const format = spec.format ?? rng.weighted(FORMATS);
  const purchaseModel = spec.model ?? rng.weighted(MODELS[format]);
  const status = rng.weighted(STATUSES[phase]);
  const { startDay, endDay } = schedule(ctx, phase);
  const premium = rng.chance(0.2);
  const price = pricing(rng, market, purchaseModel, premium);
  const volumes = campaignVolumes(rng, price, format, purchaseModel);
  const sources = deliverySources(ctx, status);
  const enableOptimized = sources.length > 0 && format !== 'push' && rng.chance(0.2);
  const product = rng.pick(advertiser.industry.products[market.language]);
  const startDate = reportingDayStart(startDay);
  const name = unique(campaignName(advertiser, market, product, startDate), names);
  const drafted = addDays(startDate, -rng.float(2, 25));
  const createdAt = earliest(
    addDays(now, -rng.float(0.05, 2)),
    drafted < advertiser.createdAt ? addDays(advertiser.createdAt, 1) : drafted,
  );
  const row: CampaignRow = {
    id: 0,
    name,
    advertiserId: advertiser.id,
    sellerId,
    product,
    country: market.country,
    currency: market.currency,
    timezone: market.timezone,
    premium,
    purchaseModel,
    campaignType: rng.chance(0.12) ? 'PREFERRED_DEAL' : 'STANDARD',
    format,
    budgetTotal: price.budget,
    unitPrice: price.unitPrice,
    conversionRate: purchaseModel === 'CPA' ? volumes.conversionRate : null,
    ctr: volumes.ctr,
    startDate,
    endDate: new Date(reportingDayStart(endDay + 1).getTime() - 1000),
    status,
    empower: sources.length > 0 && rng.chance(0.1),
    comments: rng.chance(0.35) ? rng.pick(SELLER_COMMENTS[market.language]) : null,
    ...cappingColumns(volumes, sources, endDay - startDay),
    enableOptimized,
    optimizationWeight: enableOptimized ? rng.pick([10, 20, 30, 50]) : 0,
    optimizationThreshold: enableOptimized ? Math.round(rng.float(0.4, 1.2) * 100) / 100 : null,
    workOrderFiles: [],
    createdBy: sellerId !== null && rng.chance(0.75) ? sellerId : advertiser.id,
    createdAt,
    updatedAt: earliest(now, addDays(createdAt, status === 'DRAFT' ? 0 : rng.float(0.5, 4))),
  };
  row.dataInfo = dataInfo(row, volumes);
  return {
    row,
    market,
    advertiser,
    product,
    startDay,
    endDay,
    deliveredUntil: deliveredUntil(ctx, status, phase, startDay, endDay),
    pace: status === 'COMPLETED' ? rng.float(0.95, 1) : rng.float(0.86, 1.02),
    sources,
  };
}

/** First and last reporting day: running campaigns straddle today, finished ones ended in the last 85 days. */
function schedule(ctx: SeedContext, phase: Phase): { startDay: number; endDay: number } {
  const { rng } = ctx;
  const today = reportingDay(ctx.now);
  const duration = rng.pick(DURATIONS);
  let startDay: number;
  if (phase === 'running') startDay = today - rng.int(1, Math.min(duration - 2, 60));
  else if (phase === 'finished') startDay = today - rng.int(1, 85) - duration + 1;
  else startDay = today + rng.int(1, 45);
  return { startDay, endDay: startDay + duration - 1 };
}

/** `Lácteos del Sur Yogur Griego Marzo 2026`: only letters, digits and spaces (SPEC 5). */
function campaignName(advertiser: Advertiser, market: Market, product: string, start: Date): string {
  const company = advertiser.company.replace(/[^\p{L}\p{N} ]+/gu, '');
  return `${company} ${product} ${MONTHS[market.language][start.getUTCMonth()]} ${start.getUTCFullYear()}`;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
