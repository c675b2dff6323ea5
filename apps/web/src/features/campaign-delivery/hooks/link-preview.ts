import type { Creative } from '@adcontrol/domain/creatives/creative';
import { statusOnLink } from '@adcontrol/domain/rules/creatives';
import { can } from '@adcontrol/domain/rules/permissions';
import {
  type CappingSource,
  CREATIVE_STATUS,
  type CreativeStatus,
  type Role,
} from '@adcontrol/domain/shared/enum-values';

/** Whether SPEC 4 decides every creative's status for this link, so there is nothing for the user to pick. */
export function isRuled(role: Role | null, source: CappingSource): boolean {
  return can(role, 'campaigns.linkActivatesAll') || source === 'all';
}

/** The creatives the form starts with as chosen: what SPEC 4's rule makes active, else those active now. */
export function initialChoice(
  creatives: readonly Pick<Creative, 'id' | 'name' | 'status'>[],
  role: Role | null,
  source: CappingSource,
): number[] {
  return creatives
    .filter(
      (creative) => (statusOnLink(creative.name, role, source) ?? creative.status) === CREATIVE_STATUS.active,
    )
    .map((creative) => creative.id);
}

/**
 * The status each creative will have once linked, as the server decides it (decision 030): SPEC 4's rule
 * where it applies; otherwise the chosen ones active and the rest paused, or, with none chosen, as they are.
 */
export function statusAfterLink(
  creative: Pick<Creative, 'id' | 'name' | 'status'>,
  role: Role | null,
  source: CappingSource,
  chosen: readonly number[],
): CreativeStatus {
  const ruled = statusOnLink(creative.name, role, source);
  if (ruled !== null) return ruled;
  if (chosen.length === 0) return creative.status;
  return chosen.includes(creative.id) ? CREATIVE_STATUS.active : CREATIVE_STATUS.paused;
}
