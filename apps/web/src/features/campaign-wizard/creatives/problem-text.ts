import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import type { TFunction } from 'i18next';
import type { CreativeProblem } from './creative-problems';

/** What each missing field asks for; a rule on `image` or `title` covers several fields at once. */
const MISSING_KEYS: Record<string, string> = {
  'push.title': 'campaigns.creatives.missing.pushContent',
  'banner.image': 'campaigns.creatives.missing.bannerContent',
  'interstitial.image': 'campaigns.creatives.missing.interstitialContent',
  audienceId: 'campaigns.creatives.missing.audienceId',
  link: 'campaigns.creatives.missing.link',
  video: 'campaigns.creatives.missing.video',
  vastString: 'campaigns.creatives.missing.vastString',
};

const INVALID_KEYS: Record<string, string> = {
  title: 'messages.validation.pushTextTooLong',
  subtitle: 'messages.validation.pushTextTooLong',
  link: 'campaigns.creatives.invalid.webAddress',
  clickTag: 'campaigns.creatives.invalid.webAddress',
};

export function problemText(t: TFunction, format: CreativeFormat, problem: CreativeProblem): string {
  const { field } = problem;
  if (!problem.isMissing) return t(INVALID_KEYS[field] ?? 'forms.invalid');
  return t(MISSING_KEYS[`${format}.${field}`] ?? MISSING_KEYS[field] ?? 'messages.validation.required');
}

/** The field's words under its input, keyed by field name, for the creatives the user must finish. */
export function fieldErrors(
  t: TFunction,
  format: CreativeFormat,
  problems: readonly CreativeProblem[],
): ReadonlyMap<string, string> {
  return new Map(problems.map((problem) => [problem.field, problemText(t, format, problem)]));
}
