import {
  type CappingSource,
  CREATIVE_FORMATS,
  CREATIVE_STATUS,
  type CreativeFormat,
  type CreativeStatus,
  type Role,
} from '../shared/enum-values';
import { can } from './permissions';

/** SPEC 3: a creative's type comes from its name's prefix (push, banner, interstitial, video), in any case. */
export function creativeTypeOf(name: string): CreativeFormat | null {
  const lower = name.trim().toLowerCase();
  return CREATIVE_FORMATS.find((format) => lower.startsWith(format)) ?? null;
}

/** SPEC 3: names ending in `_support` are the optimiser's fallback creatives, handled apart. */
export function isSupportCreative(name: string): boolean {
  return name.trim().toLowerCase().endsWith('_support');
}

/** SPEC 3: names ending in `_optimized` are the optimiser's variants, handled apart. */
export function isOptimizedCreative(name: string): boolean {
  return name.trim().toLowerCase().endsWith('_optimized');
}

/**
 * SPEC 4: the status a creative takes when its campaign is linked. A super seller activating forces every
 * creative active; linking to both servers ('all') pauses the support creatives and activates the others.
 * Null where SPEC sets no rule (other roles, one server): the status chosen for the link applies.
 */
export function statusOnLink(name: string, role: Role | null, source: CappingSource): CreativeStatus | null {
  if (can(role, 'campaigns.linkActivatesAll')) return CREATIVE_STATUS.active;
  if (source !== 'all') return null;
  return isSupportCreative(name) ? CREATIVE_STATUS.paused : CREATIVE_STATUS.active;
}
