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

function pushBody(push: ItemOf['push']) {
  return {
    title: text(push.title),
    subtitle: text(push.subtitle),
    image: text(push.image),
    logo: text(push.logo),
  };
}

function bannerBody(banner: ItemOf['banner']) {
  return {
    image: text(banner.image),
    tag: text(banner.tag),
    link: text(banner.link),
    width: size(banner.width),
    height: size(banner.height),
  };
}

function interstitialBody(item: ItemOf['interstitial']) {
  return {
    image: text(item.image),
    html: text(item.html),
    tag: text(item.tag),
    link: text(item.link),
    vastString: item.vast ? text(item.vastString) : undefined,
  };
}

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
