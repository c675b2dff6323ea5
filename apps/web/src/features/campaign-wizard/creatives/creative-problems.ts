import {
  bannerCreativeDraft,
  interstitialCreativeDraft,
  pushCreativeDraft,
  videoCreativeDraft,
} from '@adcontrol/domain/creatives/creative-drafts';
import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import type { AnyItem } from './creative-list';

const SCHEMAS = {
  push: pushCreativeDraft,
  banner: bannerCreativeDraft,
  interstitial: interstitialCreativeDraft,
  video: videoCreativeDraft,
} as const;

/** One field of a creative that keeps it from being sent, and why (a missing value or a refused one). */
export interface CreativeProblem {
  readonly field: string;
  readonly isMissing: boolean;
}

/**
 * What the campaign save would refuse in this creative, by field, from the domain's draft schemas (SPEC 5 ad
 * content). The rules' own issues say what is missing; any other issue is a value out of its bounds.
 */
export function creativeProblems(format: CreativeFormat, item: AnyItem): CreativeProblem[] {
  const result = SCHEMAS[format].safeParse(item);
  if (result.success) return [];
  const problems = new Map<string, CreativeProblem>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    const isMissing = issue.code === 'custom' && /^(is required|needs )/.test(issue.message);
    if (!problems.has(field)) problems.set(field, { field, isMissing });
  }
  return [...problems.values()];
}
