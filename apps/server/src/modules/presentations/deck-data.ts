import { ctr } from '@adcontrol/domain/rules/rounding';
import type { Currency, Language } from '@adcontrol/domain/shared/enums';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { listCampaignCreatives } from '../campaigns/service';
import { keyOfPublicUrl } from '../files/public-files';
import type { FileStorage } from '../files/storage';
import type { Actor } from '../scope/actor';
import * as statistics from '../statistics/service';
import { campaignFacts } from './repository';

/** Everything a deck shows, gathered once and drawn twice (PPTX and PDF), so both say the same. */
export interface Delivery {
  impressions: number;
  clicks: number;
  ctr: number;
}
export interface DeckDay {
  date: string;
  impressions: number;
  clicks: number;
}
export interface Labelled extends Delivery {
  label: string;
}
export interface Money {
  currency: Currency;
  amount: number;
}
export interface DeckKpis extends Delivery {
  reach: number;
  spend: Money[];
}
export interface DeckCreative extends Delivery {
  name: string;
  format: string;
  campaign: string;
  /** A JPEG of the stored picture, at most 480 px; null when it has none in storage. */
  thumbnail: { data: Buffer; width: number; height: number } | null;
}
export interface DeckCampaign {
  id: number;
  name: string;
  kpis: DeckKpis;
  days: DeckDay[];
}
export interface DeckData {
  /** The advertiser's name, or the names of several when the campaigns belong to more than one. */
  client: string;
  from: string;
  to: string;
  language: Language;
  kpis: DeckKpis;
  days: DeckDay[];
  gender: Labelled[];
  ages: Labelled[];
  regions: Labelled[];
  apps: Labelled[];
  creatives: DeckCreative[];
  campaigns: DeckCampaign[];
}

export interface DeckRequest {
  campaignIds: number[];
  from: string;
  to: string;
  language: Language;
}

/** The rows shown on a breakdown slide; the rest are summed into "Other". */
export const TOP_ROWS = 8;
/** The creatives shown with their thumbnails. */
export const TOP_CREATIVES = 6;
const THUMBNAIL_PX = 480;

const withCtr = (row: { impressions: number; clicks: number }) => ({
  impressions: row.impressions,
  clicks: row.clicks,
  ctr: ctr(row.clicks, row.impressions),
});

/** Sums rows by label, most impressions first. */
function merged(rows: { label: string; impressions: number; clicks: number }[]): Labelled[] {
  const byLabel = new Map<string, { impressions: number; clicks: number }>();
  for (const row of rows) {
    const sum = byLabel.get(row.label) ?? { impressions: 0, clicks: 0 };
    sum.impressions += row.impressions;
    sum.clicks += row.clicks;
    byLabel.set(row.label, sum);
  }
  return [...byLabel]
    .map(([label, sum]) => ({ label, ...withCtr(sum) }))
    .sort((a, b) => b.impressions - a.impressions || a.label.localeCompare(b.label));
}

function spendOf(rows: { currency: Currency; spend: number }[]): Money[] {
  const byCurrency = new Map<Currency, number>();
  for (const row of rows) byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + row.spend);
  return [...byCurrency].map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 }));
}

async function bytesOf(storage: FileStorage, image: string | null | undefined): Promise<Buffer | null> {
  const key = keyOfPublicUrl(image);
  const file = key ? await storage.get(key) : null;
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Drawn vector art (the demo's pictures are SVG) is rasterised at the thumbnail's size, so its text stays sharp. */
async function densityOf(bytes: Buffer): Promise<number | undefined> {
  const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
  if (format !== 'svg' || width === 0 || height === 0) return undefined;
  return Math.min(72 * 8, Math.max(72, (72 * THUMBNAIL_PX) / Math.max(width, height)));
}

async function jpegOf(bytes: Buffer) {
  const density = await densityOf(bytes);
  const { data, info } = await sharp(bytes, { pages: 1, ...(density ? { density } : {}) })
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A video with no picture of its own reads as a video: a dark frame with a play button, as a player shows it. */
const VIDEO_FRAME = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">' +
    '<rect width="480" height="270" fill="#1f2937"/>' +
    '<circle cx="240" cy="135" r="46" fill="#ffffff" fill-opacity="0.9"/>' +
    '<path d="M225 110 L225 160 L267 135 Z" fill="#1f2937"/></svg>',
);

/** The creative's picture (a push's image, else its logo) as a JPEG of at most 480 px; null when it has none. */
async function thumbnailOf(storage: FileStorage, creative: PictureSource) {
  for (const address of [creative.image, creative.logo]) {
    const bytes = await bytesOf(storage, address);
    if (!bytes) continue;
    try {
      return await jpegOf(bytes);
    } catch {
      // A stored file that no longer decodes: try the next picture, else draw none.
    }
  }
  return creative.format === 'video' ? jpegOf(VIDEO_FRAME) : null;
}

interface PictureSource {
  format: string;
  image: string | null;
  logo: string | null;
}

/**
 * Reads the deck's figures through the statistics and campaigns services, as the person who asked (an admin),
 * calling `onCampaign` after each campaign so the job's progress moves.
 */
export async function gatherDeck(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  request: DeckRequest,
  onCampaign: (done: number, of: number) => Promise<void>,
): Promise<DeckData> {
  const { campaignIds: ids, from, to } = request;
  const range = { start: from, end: to };
  const query = (groupBy: 'day' | 'creative' | 'campaign') =>
    statistics.campaignStatistics(db, actor, {
      campaigns: ids,
      date: range,
      sources: ['newton', 'sinew'],
      groupBy,
    });
  const [overall, byCreative, byCampaign, reach, facts] = await Promise.all([
    query('day'),
    query('creative'),
    query('campaign'),
    statistics.campaignReach(db, actor, { idsCampaign: ids, asOf: to }),
    campaignFacts(db, ids, from, to),
  ]);
  const days = overall.points.map(({ date, impressions, clicks }) => ({ date, impressions, clicks }));
  const reachOf = new Map(reach.map((row) => [row.campaignId, row.reach]));

  const regions: Labelled[] = [];
  const apps: Labelled[] = [];
  const delivering: (Delivery & PictureSource & { name: string; campaign: string })[] = [];
  const creativeDelivery = new Map<number, { impressions: number; clicks: number }>();
  for (const point of byCreative.points) {
    const sum = creativeDelivery.get(point.bannerId ?? 0) ?? { impressions: 0, clicks: 0 };
    sum.impressions += point.impressions;
    sum.clicks += point.clicks;
    creativeDelivery.set(point.bannerId ?? 0, sum);
  }
  for (const [index, fact] of facts.entries()) {
    const [regionRows, appRows, campaignCreatives] = await Promise.all([
      statistics.countryReport(db, actor, fact.id, range),
      statistics.appsReport(db, actor, fact.id, range),
      listCampaignCreatives(db, actor, fact.id),
    ]);
    regions.push(...regionRows.map((row) => ({ ...row, label: `${row.region}, ${row.country}` })));
    apps.push(...appRows.map((row) => ({ ...row, label: row.name || row.app })));
    for (const creative of campaignCreatives) {
      const delivered = creativeDelivery.get(creative.id);
      if (!delivered || delivered.impressions === 0) continue;
      delivering.push({
        name: creative.name,
        format: creative.format,
        campaign: fact.name,
        image: creative.image ?? null,
        logo: creative.logo ?? null,
        ...withCtr(delivered),
      });
    }
    await onCampaign(index + 1, facts.length);
  }

  const top = delivering.sort((a, b) => b.impressions - a.impressions).slice(0, TOP_CREATIVES);
  const creatives = await Promise.all(
    top.map(async ({ image, logo, ...creative }) => ({
      ...creative,
      thumbnail: await thumbnailOf(storage, { format: creative.format, image, logo }),
    })),
  );

  const pointOf = new Map(byCampaign.points.map((point) => [`${point.campaignId}|${point.date}`, point]));
  const campaigns = facts.map((fact) => ({
    id: fact.id,
    name: fact.name,
    kpis: {
      ...withCtr(fact),
      reach: reachOf.get(fact.id) ?? 0,
      spend: spendOf([fact]),
    },
    days: days.map(({ date }) => {
      const point = pointOf.get(`${fact.id}|${date}`);
      return { date, impressions: point?.impressions ?? 0, clicks: point?.clicks ?? 0 };
    }),
  }));
  const { gender } = overall;
  return {
    client: [...new Set(facts.map((fact) => fact.advertiser))].join(', '),
    from,
    to,
    language: request.language,
    kpis: {
      ...withCtr(overall.totals),
      reach: [...reachOf.values()].reduce((sum, value) => sum + value, 0),
      spend: spendOf(facts),
    },
    days,
    gender: [
      { label: 'female', ...withCtr({ impressions: gender.impressionsFemale, clicks: gender.clicksFemale }) },
      { label: 'male', ...withCtr({ impressions: gender.impressionsMale, clicks: gender.clicksMale }) },
    ],
    ages: overall.ageGender.map((row) => ({ label: row.ageRange, ...withCtr(row) })),
    regions: merged(regions),
    apps: merged(apps),
    creatives,
    campaigns,
  };
}
