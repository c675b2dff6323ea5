import type { PreviewResponse } from '@adcontrol/domain/creatives/contracts';
import {
  previewBanner,
  previewInterstitial,
  previewPush,
  previewVideo,
} from '@adcontrol/domain/creatives/contracts';
import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import type { AnyItem, ItemOf } from '../creative-list';

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
const size = (value: number | null | undefined) =>
  typeof value === 'number' && value > 0 ? value : undefined;

/** The named text fields of a creative, each trimmed, or left out when blank. */
function texts<K extends string>(item: Partial<Record<K, string | null>>, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, text(item[key])])) as Record<K, string | undefined>;
}

const pushBody = (push: ItemOf['push']) => texts(push, ['title', 'subtitle', 'image', 'logo']);

const bannerBody = (banner: ItemOf['banner']) => ({
  ...texts(banner, ['image', 'tag', 'link']),
  width: size(banner.width),
  height: size(banner.height),
});

const interstitialBody = (item: ItemOf['interstitial']) => ({
  ...texts(item, ['image', 'html', 'tag', 'link']),
  vastString: item.vast ? text(item.vastString) : undefined,
});

/** Renders a creative on the server; `index` is its place in the draft's list of its format (SPEC's `{n}`). */
export function fetchPreview(format: CreativeFormat, index: number, item: AnyItem): Promise<PreviewResponse> {
  const params = { n: index };
  if (format === 'push') return callEndpoint(previewPush, { body: pushBody(item as ItemOf['push']) });
  if (format === 'banner') {
    return callEndpoint(previewBanner, { params, body: bannerBody(item as ItemOf['banner']) });
  }
  if (format === 'interstitial') {
    return callEndpoint(previewInterstitial, {
      params,
      body: interstitialBody(item as ItemOf['interstitial']),
    });
  }
  const video = item as ItemOf['video'];
  return callEndpoint(previewVideo, { body: { video: text(video.video) ?? '', link: text(video.link) } });
}

/** Whether the server has what it needs to draw the creative (a video preview needs its video). */
export function canPreview(format: CreativeFormat, item: AnyItem): boolean {
  return format !== 'video' || Boolean(text((item as ItemOf['video']).video));
}

/** The preview of the creative as it is now; the query runs while the preview is open. */
export function useCreativePreview(format: CreativeFormat, index: number, item: AnyItem, isOpen: boolean) {
  const { key: _key, ...fields } = item;
  return useQuery({
    queryKey: ['creatives.preview', format, index, fields] as const,
    queryFn: () => fetchPreview(format, index, item),
    enabled: isOpen && canPreview(format, item),
    retry: false,
  });
}
