import type { z } from 'zod';
import { interstitialKindOf } from '../rules/interstitial';
import { isMediaAddress, MEDIA_ADDRESS_MESSAGE } from '../rules/media-address';
import { isPushComplete } from '../rules/push';
import { refusal } from '../shared/issue-message';
import type { MessageKey } from '../shared/messages';
import { bannerCreative, interstitialCreative, pushCreative, videoCreative } from './creative';

/**
 * Creatives as a campaign save sends them, with SPEC 5's ad-content rules: a creative missing what it needs
 * is refused with the missing field named. The plain format schemas stay rule-free so they can be extended.
 */
type Issues = Pick<z.core.$RefinementCtx, 'addIssue'>;

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

function requireField(
  ctx: Issues,
  isPresent: boolean,
  path: string,
  message = 'is required',
  key: MessageKey = 'validation.required',
) {
  if (!isPresent) ctx.addIssue({ code: 'custom', path: [path], ...refusal(message, key) });
}

type MediaFields = { image?: string | null; logo?: string | null; video?: string | null };

/**
 * Each media field given is an address a preview would show: http(s), or a file this app stored
 * (docs/decisions/042); anything else is refused naming the field.
 */
export function requireMediaAddresses(creative: MediaFields, ctx: Issues): void {
  for (const field of ['image', 'logo', 'video'] as const) {
    const value = creative[field];
    if (filled(value) && !isMediaAddress(value as string)) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        ...refusal(MEDIA_ADDRESS_MESSAGE, 'validation.webAddressOrFile'),
      });
    }
  }
}

/** A push needs at least one of title, subtitle, link, image or logo. */
export const pushCreativeDraft = pushCreative.superRefine((push, ctx) => {
  requireMediaAddresses(push, ctx);
  requireField(
    ctx,
    isPushComplete(push),
    'title',
    'needs a title, subtitle, link, image or logo',
    'creatives.pushNeedsContent',
  );
});

/** A banner needs its audience, a link, and an image or a tag. */
export const bannerCreativeDraft = bannerCreative.superRefine((banner, ctx) => {
  requireMediaAddresses(banner, ctx);
  requireField(ctx, banner.audienceId != null, 'audienceId');
  requireField(ctx, filled(banner.link), 'link');
  requireField(
    ctx,
    filled(banner.image) || filled(banner.tag),
    'image',
    'needs an image or a tag',
    'creatives.bannerNeedsImage',
  );
});

/**
 * An interstitial needs something to show (an image, HTML, a tag, or VAST: the flag and its document), and the VAST
 * flag its document.
 */
export const interstitialCreativeDraft = interstitialCreative.superRefine((item, ctx) => {
  requireMediaAddresses(item, ctx);
  const hasContent = interstitialKindOf(item) !== null;
  requireField(
    ctx,
    hasContent,
    'image',
    'needs an image, HTML, a tag or a VAST document',
    'creatives.interstitialNeedsContent',
  );
  requireField(ctx, !item.vast || filled(item.vastString), 'vastString');
});

/** A video needs its audience, the video and a link. */
export const videoCreativeDraft = videoCreative.superRefine((video, ctx) => {
  requireMediaAddresses(video, ctx);
  requireField(ctx, video.audienceId != null, 'audienceId');
  requireField(ctx, filled(video.video), 'video');
  requireField(ctx, filled(video.link), 'link');
});
