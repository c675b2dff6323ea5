import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import type { creatives } from '../schema';
import { bannerArt, logoArt } from './artwork';
import type { SeededAudience } from './audiences';
import type { PlannedCampaign } from './campaigns';
import { PUSH_COPY } from './catalog';
import type { SeedContext } from './context';
import { clip, fill, slug } from './text';
import { addMinutes } from './time';

export type CreativeRow = typeof creatives.$inferInsert & {
  id: number;
  format: CreativeFormat;
  name: string;
};

export interface SeededCreative {
  row: CreativeRow;
  campaign: PlannedCampaign;
  audience: SeededAudience | null;
  /** `full`: delivers the whole run; `early`: paused part of the way; `none`: never served. */
  delivery: 'full' | 'early' | 'none';
  /** Relative share of the campaign's traffic. */
  weight: number;
  /** Multiplies the campaign's click-through rate. */
  ctrFactor: number;
}

const BANNER_SIZES = [
  [320, 50],
  [300, 250],
  [728, 90],
  [320, 480],
  [300, 600],
] as const;
const INTERSTITIAL_SIZES = [
  [320, 480],
  [480, 320],
  [768, 1024],
] as const;
const TRACKER = 'https://track.adcontrol.example';
const MEDIA = 'https://media.adcontrol.example/demo';

type Draft = Omit<CreativeRow, 'id' | 'campaignId'>;

export function buildCreatives(
  ctx: SeedContext,
  campaigns: PlannedCampaign[],
  audiences: SeededAudience[],
): SeededCreative[] {
  const { rng } = ctx;
  const result: SeededCreative[] = [];
  for (const campaign of campaigns) {
    const local = audiences.filter((audience) => audience.country === campaign.market.country);
    const audience = local.length && rng.chance(0.65) ? rng.pick(local) : null;
    const drafts = draftsFor(ctx, campaign);
    const parents = new Map<string, CreativeRow>();
    for (const draft of drafts) {
      const row: CreativeRow = {
        ...draft,
        id: result.length + 1,
        campaignId: campaign.row.id,
        audienceId: audience?.row.id ?? null,
        createdAt: addMinutes(campaign.row.createdAt, rng.int(1, 90)),
      };
      row.updatedAt = row.createdAt;
      const base = row.name.replace(/_(support|optimized)$/, '');
      const parent = parents.get(base);
      if (parent && parent !== row) row.parentCreativeId = parent.id;
      else parents.set(base, row);
      if (rng.chance(0.4)) {
        row.checkedClickTag = true;
        row.clickTag = `${TRACKER}/click?cid=${campaign.row.id}&crid=${row.id}`;
      }
      if (rng.chance(0.25)) row.impressionTag = `${TRACKER}/imp?cid=${campaign.row.id}&crid=${row.id}`;
      result.push({ row, campaign, audience, ...deliveryOf(ctx, campaign, row) });
    }
  }
  return result;
}

function deliveryOf(ctx: SeedContext, campaign: PlannedCampaign, row: CreativeRow) {
  const { rng } = ctx;
  const ctrFactor = rng.float(0.75, 1.25) * (row.isOptimized ? 1.2 : 1);
  if (row.name.endsWith('_support')) {
    return { delivery: row.status === 0 ? 'full' : 'none', weight: rng.float(10, 20), ctrFactor } as const;
  }
  if (row.isOptimized) {
    return { delivery: 'full', weight: campaign.row.optimizationWeight ?? 20, ctrFactor } as const;
  }
  return {
    delivery: row.status === 0 ? 'full' : 'early',
    weight: rng.float(0.6, 1.4) * 50,
    ctrFactor,
  } as const;
}

function draftsFor(ctx: SeedContext, campaign: PlannedCampaign): Draft[] {
  const { rng } = ctx;
  const format = campaign.row.format;
  const drafts: Draft[] = [];
  if (format === 'push') {
    for (let n = 1, count = rng.int(2, 4); n <= count; n++) drafts.push(push(ctx, campaign, n));
  }
  if (format === 'banner' || format === 'mixed') {
    const sizes = rng.sample(BANNER_SIZES, format === 'mixed' ? 2 : rng.int(2, 4));
    for (const [width, height] of sizes) drafts.push(banner(ctx, campaign, width, height));
  }
  if (format === 'interstitial' || format === 'mixed') {
    const sizes = rng.sample(INTERSTITIAL_SIZES, format === 'mixed' ? 1 : rng.int(1, 2));
    for (const [width, height] of sizes) drafts.push(interstitial(ctx, campaign, width, height));
  }
  if (format === 'video' || format === 'mixed') {
    for (let n = 1, count = format === 'mixed' ? 1 : rng.int(1, 2); n <= count; n++)
      drafts.push(video(ctx, campaign, n));
  }
  const first = drafts[0];
  if (first && (format === 'push' || format === 'banner') && rng.chance(0.3)) {
    // A support creative backs up the main one; linking to both servers pauses it (SPEC 4).
    drafts.push({ ...first, name: `${first.name}_support`, status: campaign.row.source === 'all' ? 1 : 0 });
  }
  const optimizable = drafts.find((draft) => draft.format === 'banner' || draft.format === 'interstitial');
  if (campaign.row.enableOptimized && optimizable) {
    drafts.push({
      ...optimizable,
      name: `${optimizable.name}_optimized`,
      isOptimized: true,
      status: 0,
      html: optimizedHtml(campaign, optimizable),
    });
  }
  return drafts;
}

function common(ctx: SeedContext, campaign: PlannedCampaign, format: CreativeFormat, name: string): Draft {
  const { rng } = ctx;
  const deliveryRule = rng.chance(0.2);
  const weekend = rng.chance(0.3);
  const delivered = campaign.deliveredUntil !== null;
  return {
    format,
    name,
    status: delivered && rng.chance(0.08) ? 1 : 0,
    topics: [...campaign.advertiser.industry.topics],
    products: [campaign.product],
    link: `https://www.${campaign.advertiser.domain}/${slug(campaign.product, '-')}?utm_source=adcontrol&utm_medium=${format}`,
    deliveryRule,
    days: deliveryRule ? (weekend ? [5, 6, 7] : [1, 2, 3, 4, 5]) : [],
    hours: deliveryRule ? Array.from({ length: weekend ? 14 : 12 }, (_, i) => i + (weekend ? 10 : 8)) : [],
  };
}

function push(ctx: SeedContext, campaign: PlannedCampaign, n: number): Draft {
  const { rng } = ctx;
  const copy = PUSH_COPY[campaign.market.language];
  const { company, industry } = campaign.advertiser;
  const withVideo = n === 1 && rng.chance(0.15);
  return {
    ...common(ctx, campaign, 'push', `push_${n}`),
    title: clip(fill(rng.pick(copy.titles), { product: campaign.product }), 35),
    subtitle: clip(rng.pick(copy.subtitles), 35),
    image: bannerArt(720, 360, company, campaign.product, copy.cta, industry.color),
    logo: logoArt(company, industry.color),
    video: withVideo ? `${MEDIA}/${slug(company, '-')}-push-${n}.mp4` : null,
    timer: withVideo ? rng.pick([8, 10, 13]) : null,
  };
}

function banner(ctx: SeedContext, campaign: PlannedCampaign, width: number, height: number): Draft {
  const { rng } = ctx;
  const { company, industry } = campaign.advertiser;
  const image = bannerArt(
    width,
    height,
    company,
    campaign.product,
    PUSH_COPY[campaign.market.language].cta,
    industry.color,
  );
  const draft = common(ctx, campaign, 'banner', `banner_${width}x${height}`);
  const asTag = rng.chance(0.3);
  return {
    ...draft,
    width,
    height,
    image: asTag ? null : image,
    tag: asTag
      ? `<a href="${draft.link}" target="_blank" rel="noopener"><img src="${image}" width="${width}" height="${height}" alt="${company}"></a>`
      : null,
  };
}

function interstitial(ctx: SeedContext, campaign: PlannedCampaign, width: number, height: number): Draft {
  const { rng } = ctx;
  const { company, industry } = campaign.advertiser;
  const draft = common(ctx, campaign, 'interstitial', `interstitial_${width}x${height}`);
  const image = bannerArt(
    width,
    height,
    company,
    campaign.product,
    PUSH_COPY[campaign.market.language].cta,
    industry.color,
  );
  const kind = rng.weighted({ image: 50, html: 25, vast: 25 });
  return {
    ...draft,
    width,
    height,
    image: kind === 'image' ? image : null,
    html: kind === 'html' ? html5Ad(company, campaign.product, draft.link ?? '', image) : null,
    vast: kind === 'vast',
    vastXml:
      kind === 'vast'
        ? vastXml(company, `${MEDIA}/${slug(company, '-')}-${width}x${height}.mp4`, draft.link ?? '')
        : null,
  };
}

function video(ctx: SeedContext, campaign: PlannedCampaign, n: number): Draft {
  const { rng } = ctx;
  const company = campaign.advertiser.company;
  return {
    ...common(ctx, campaign, 'video', `video_${n}`),
    video: `${MEDIA}/${slug(company, '-')}-${slug(campaign.product, '-')}-${n}.mp4`,
    timer: rng.pick([10, 15, 20, 30, 60]),
    zone: 6,
  };
}

function html5Ad(company: string, product: string, link: string, image: string): string {
  return `<!doctype html><html><body style="margin:0"><a href="${link}" target="_blank" rel="noopener"><img src="${image}" alt="${company} ${product}" style="width:100%;height:auto"></a></body></html>`;
}

function optimizedHtml(campaign: PlannedCampaign, draft: Draft): string {
  const { company, industry } = campaign.advertiser;
  const cta = PUSH_COPY[campaign.market.language].cta;
  const image = bannerArt(
    draft.width ?? 320,
    draft.height ?? 480,
    company,
    campaign.product,
    cta,
    industry.color,
  );
  return `<!doctype html><html><body style="margin:0"><a href="${draft.link}" target="_blank" rel="noopener"><img src="${image}" alt="" style="width:100%;height:auto;animation:pulse 2s infinite"></a><style>@keyframes pulse{50%{transform:scale(1.03)}}</style></body></html>`;
}

function vastXml(company: string, media: string, link: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><VAST version="3.0"><Ad id="${slug(company)}"><InLine><AdSystem>AdControl</AdSystem><AdTitle>${company}</AdTitle><Impression><![CDATA[${TRACKER}/vast-imp]]></Impression><Creatives><Creative><Linear><Duration>00:00:15</Duration><VideoClicks><ClickThrough><![CDATA[${link}]]></ClickThrough></VideoClicks><MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[${media}]]></MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`;
}
