import { DEFAULT_VIDEO_ZONE } from '@adcontrol/domain/rules/video';
import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import type { BannerItem, DraftCreatives, InterstitialItem, PushItem, VideoItem } from '../draft';

/** The item type of each creative format in the draft. */
export interface ItemOf {
  push: PushItem;
  banner: BannerItem;
  interstitial: InterstitialItem;
  video: VideoItem;
}
export type AnyItem = ItemOf[CreativeFormat];

/** The draft's list of each format (SPEC 3 names them pushs, banners, interstitials, videos). */
export const LIST_OF = {
  push: 'pushs',
  banner: 'banners',
  interstitial: 'interstitials',
  video: 'videos',
} as const satisfies Record<CreativeFormat, keyof DraftCreatives>;

export function itemsOf<F extends CreativeFormat>(
  creatives: DraftCreatives,
  format: F,
): readonly ItemOf[F][] {
  return creatives[LIST_OF[format]] as readonly ItemOf[F][];
}

function withItems<F extends CreativeFormat>(
  creatives: DraftCreatives,
  format: F,
  items: readonly ItemOf[F][],
): DraftCreatives {
  return { ...creatives, [LIST_OF[format]]: items };
}

let lastKey = 0;
/** A key unique in this browser session: it only tells items apart in the draft, it is never sent. */
function newKey(format: CreativeFormat): string {
  lastKey += 1;
  return `${format}-${Date.now().toString(36)}-${lastKey}`;
}

/**
 * SPEC 3: a creative's type is its name's prefix; the next free number follows it (push_1, banner_2…), past the
 * names in the draft and `taken`, the names the campaign's saved creatives already use.
 */
export function nextName(
  format: CreativeFormat,
  items: readonly AnyItem[],
  taken: readonly string[] = [],
): string {
  const pattern = new RegExp(`^${format}_(\\d+)$`);
  const names = [...items.map((item) => item.name ?? ''), ...taken];
  const used = names.map((name) => Number(pattern.exec(name)?.[1] ?? 0));
  return `${format}_${Math.max(0, ...used) + 1}`;
}

function blankItem(format: CreativeFormat, name: string): AnyItem {
  const common = {
    key: newKey(format),
    name,
    status: 0,
    deliveryRule: false,
    checkedClickTag: false,
  } as const;
  if (format === 'video') return { ...common, timer: 0, zone: DEFAULT_VIDEO_ZONE };
  if (format === 'interstitial') return { ...common, vast: false };
  return common;
}

export function addCreative(
  creatives: DraftCreatives,
  format: CreativeFormat,
  taken: readonly string[] = [],
): DraftCreatives {
  const items = itemsOf(creatives, format);
  return withItems(creatives, format, [...items, blankItem(format, nextName(format, items, taken))]);
}

/** A copy under a new name; it is a new creative, so it carries no saved id. */
export function duplicateCreative(
  creatives: DraftCreatives,
  format: CreativeFormat,
  key: string,
  taken: readonly string[] = [],
): DraftCreatives {
  const items = itemsOf(creatives, format);
  const index = items.findIndex((item) => item.key === key);
  const source = items[index];
  if (!source) return creatives;
  const { id: _id, key: _key, ...fields } = source;
  const copy = { ...fields, key: newKey(format), name: nextName(format, items, taken) };
  return withItems(creatives, format, [...items.slice(0, index + 1), copy, ...items.slice(index + 1)]);
}

/** Removing a saved creative (one with an id) records the id, so saving the edit deletes it. */
export function removeCreative(
  creatives: DraftCreatives,
  format: CreativeFormat,
  key: string,
): DraftCreatives {
  const items = itemsOf(creatives, format);
  const removed = items.find((item) => item.key === key);
  const next = withItems(
    creatives,
    format,
    items.filter((item) => item.key !== key),
  );
  if (removed?.id === undefined || creatives.deleted.includes(removed.id)) return next;
  return { ...next, deleted: [...creatives.deleted, removed.id] };
}

export function replaceCreative<F extends CreativeFormat>(
  creatives: DraftCreatives,
  format: F,
  item: ItemOf[F],
): DraftCreatives {
  const items = itemsOf(creatives, format);
  return withItems(
    creatives,
    format,
    items.map((current) => (current.key === item.key ? item : current)),
  );
}
