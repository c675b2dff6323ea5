import { type Action, can } from '@adcontrol/domain/rules/permissions';
import { useSession } from './session-store';

/** Whether the signed-in role may do an action of the permissions table (docs/decisions/058). */
export function useCan(action: Action): boolean {
  return can(useSession().role, action);
}
