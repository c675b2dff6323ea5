import type { CampaignFormat, CreativeFormat } from '../shared/enum-values';
import type { MessageKey } from '../shared/messages';

/**
 * Which creative formats a campaign of each format may carry (docs/decisions/021). A push campaign sends
 * notifications, with videos beside them; display campaigns (banner, interstitial, video) show banners,
 * interstitials and videos; a mixed campaign carries all four.
 */
export const CREATIVES_ALLOWED: Readonly<Record<CampaignFormat, readonly CreativeFormat[]>> = {
  push: ['push', 'video'],
  banner: ['banner', 'interstitial', 'video'],
  interstitial: ['banner', 'interstitial', 'video'],
  video: ['banner', 'interstitial', 'video'],
  mixed: ['push', 'banner', 'interstitial', 'video'],
};

export type CreativeCounts = Readonly<Record<CreativeFormat, number>>;

/** How many creatives of each format a campaign has, and how many of those miss a required field. */
export type CreativeTally = { readonly total: CreativeCounts; readonly invalid: CreativeCounts };

/**
 * The format a saved campaign takes from its creatives when the request names none: one format alone is that
 * format; push with videos is a push campaign; display formats with videos take the display format; anything
 * else is mixed.
 */
export function campaignFormatOf(total: CreativeCounts): CampaignFormat {
  const present = (Object.keys(total) as CreativeFormat[]).filter((format) => total[format] > 0);
  const withoutVideo = present.filter((format) => format !== 'video');
  if (withoutVideo.length === 0) return present.length === 0 ? 'mixed' : 'video';
  if (withoutVideo.length === 1) return withoutVideo[0] as CreativeFormat;
  return 'mixed';
}

/**
 * SPEC 5: why a campaign cannot be launched with these creatives, or null when it can. Counts come first (a
 * campaign must carry what its format shows), then completeness (every creative needs its required fields).
 */
export function launchProblem(format: CampaignFormat, tally: CreativeTally): MessageKey | null {
  const { total, invalid } = tally;
  const display = total.banner + total.interstitial + total.video;
  const push = total.push + total.video;
  if ((format === 'push' || format === 'mixed') && push === 0) return 'campaigns.needsPushOrVideo';
  if (format !== 'push' && display === 0) return 'campaigns.needsBannerInterstitialOrVideo';
  if ((format === 'banner' || format === 'interstitial') && total.banner + total.interstitial === 0) {
    return 'campaigns.launchNeedsBannerOrInterstitial';
  }
  if (invalid.banner + invalid.interstitial + invalid.video > 0) return 'campaigns.creativesInvalid';
  if (invalid.push > 0) return 'campaigns.pushInvalid';
  return null;
}

/** Creatives of a format the campaign's format does not carry, or an empty list. */
export function disallowedFormats(format: CampaignFormat, total: CreativeCounts): CreativeFormat[] {
  return (Object.keys(total) as CreativeFormat[]).filter(
    (creativeFormat) => total[creativeFormat] > 0 && !CREATIVES_ALLOWED[format].includes(creativeFormat),
  );
}
