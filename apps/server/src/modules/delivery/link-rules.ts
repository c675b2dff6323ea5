import { statusOnLink } from '@adcontrol/domain/rules/creatives';
import {
  type CappingSource,
  CREATIVE_STATUS,
  type CreativeStatus,
  type Role,
} from '@adcontrol/domain/shared/enums';

export interface CreativeOnLink {
  id: number;
  name: string;
  status: CreativeStatus;
}

/**
 * The status each creative takes when its campaign is linked (SPEC 4, docs/decisions/030). SPEC's rules come
 * first: a super seller forces every creative active; linking to both servers pauses the support creatives and
 * activates the others. Otherwise, when the caller chose creatives, those are active and the rest paused; when
 * it chose none, every creative keeps its status.
 */
export function statusesOnLink(
  creatives: readonly CreativeOnLink[],
  role: Role,
  source: CappingSource,
  chosen: readonly number[],
): Map<number, CreativeStatus> {
  const picked = new Set(chosen);
  return new Map(
    creatives.map((creative) => {
      const ruled = statusOnLink(creative.name, role, source);
      if (ruled !== null) return [creative.id, ruled];
      if (picked.size === 0) return [creative.id, creative.status];
      return [creative.id, picked.has(creative.id) ? CREATIVE_STATUS.active : CREATIVE_STATUS.paused];
    }),
  );
}
