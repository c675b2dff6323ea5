import type { saveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import { creativeTypeOf, isOptimizedCreative, isSupportCreative } from '@adcontrol/domain/rules/creatives';
import { interstitialKindOf } from '@adcontrol/domain/rules/interstitial';
import { roundVideoTimer, videoZoneOrDefault } from '@adcontrol/domain/rules/video';
import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import type { z } from 'zod';
import type { NewCreativeRow } from './repository';

type SaveRequest = z.output<typeof saveCampaignRequest>;
type PushDraft = SaveRequest['pushs'][number];
type BannerDraft = SaveRequest['banners'][number];
type InterstitialDraft = SaveRequest['interstitials'][number];
type VideoDraft = SaveRequest['videosWeb'][number];
export type CreativeDraft = PushDraft | BannerDraft | InterstitialDraft | VideoDraft;

/** A creative of the request with its format and where it sits in the request (for errors naming it). */
export interface IncomingCreative {
  format: CreativeFormat;
  field: string;
  draft: CreativeDraft;
}

/** The payload's four lists, in the order SPEC 3 names them, each creative with its field path. */
export function incomingCreatives(request: SaveRequest): IncomingCreative[] {
  const lists: [CreativeFormat, string, CreativeDraft[]][] = [
    ['push', 'pushs', request.pushs],
    ['banner', 'banners', request.banners],
    ['video', 'videosWeb', request.videosWeb],
    ['interstitial', 'interstitials', request.interstitials],
  ];
  return lists.flatMap(([format, list, drafts]) =>
    drafts.map((draft, index) => ({ format, field: `${list}.${index}`, draft })),
  );
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The columns a creative is stored with. SPEC 5: the click tag only when its box is checked, days and hours only
 * with a delivery rule, a video's timer rounded (0 by default) and its zone 6 by default. An interstitial shows
 * one kind of content, the first of VAST, HTML, image and tag it has (docs/decisions/021); a banner an image or,
 * without one, its tag. The link goes with every kind.
 */
export function creativeColumns(
  incoming: IncomingCreative,
  name: string,
): Omit<NewCreativeRow, 'campaignId'> {
  const { format, draft } = incoming;
  const any = draft as Partial<PushDraft & InterstitialDraft & VideoDraft>;
  const common = {
    format,
    name,
    setName: text(draft.setName),
    status: draft.status,
    audienceId: draft.audienceId ?? null,
    topics: draft.topics ?? [],
    products: draft.products ?? [],
    audienceSegments: draft.audiences ?? [],
    link: text(draft.link),
    deliveryRule: draft.deliveryRule,
    days: draft.deliveryRule ? [...(draft.days ?? [])].sort() : [],
    hours: draft.deliveryRule ? [...(draft.hours ?? [])].sort((a, b) => a - b) : [],
    checkedClickTag: draft.checkedClickTag,
    clickTag: draft.checkedClickTag ? text(draft.clickTag) : null,
    impressionTag: text(draft.impressionTag),
    isOptimized: draft.isOptimizated || isOptimizedCreative(name),
  };
  const none = { image: null, logo: null, title: null, subtitle: null, video: null, tag: null, html: null };
  switch (format) {
    case 'push':
      return {
        ...common,
        ...none,
        title: text(any.title),
        subtitle: text(any.subtitle),
        image: text(any.image),
        logo: text(any.logo),
        video: text(any.video),
      };
    case 'banner': {
      const image = text(any.image);
      return {
        ...common,
        ...none,
        image,
        tag: image ? null : text(any.tag),
        width: any.width ?? null,
        height: any.height ?? null,
      };
    }
    case 'interstitial': {
      const kind = interstitialKindOf(any);
      const vastXml = kind === 'vast' ? text(any.vastString) : null;
      return {
        ...common,
        ...none,
        vast: kind === 'vast',
        vastXml,
        html: kind === 'html' ? text(any.html) : null,
        image: kind === 'image' ? text(any.image) : null,
        tag: kind === 'tag' ? text(any.tag) : null,
        width: any.width ?? null,
        height: any.height ?? null,
      };
    }
    case 'video':
      return {
        ...common,
        ...none,
        video: text(any.video),
        tag: text(any.tag),
        timer: roundVideoTimer(any.timer),
        zone: videoZoneOrDefault(any.zone),
      };
  }
}

/**
 * SPEC 3: a creative's name starts with its format. A name sent that does not is refused; a creative sent without
 * one is named `<format>_<n>`, n the next number free in the campaign.
 */
export function creativeNamer(existingNames: readonly string[]) {
  const taken = new Set(existingNames.map((name) => name.toLowerCase()));
  return (incoming: IncomingCreative): string | null => {
    const sent = incoming.draft.name?.trim();
    if (sent) {
      const type = creativeTypeOf(sent);
      const special = isSupportCreative(sent) || isOptimizedCreative(sent);
      if (type !== incoming.format && !special) return null;
      taken.add(sent.toLowerCase());
      return sent;
    }
    let number = 1;
    while (taken.has(`${incoming.format}_${number}`)) number += 1;
    const name = `${incoming.format}_${number}`;
    taken.add(name);
    return name;
  };
}
