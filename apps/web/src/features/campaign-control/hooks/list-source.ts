import type { Account } from '@adcontrol/domain/accounts/account';
import { can } from '@adcontrol/domain/rules/permissions';
import type { ControlFilter } from './control-store';

export type ListSource =
  | { kind: 'mine' }
  | { kind: 'advertiser'; advertiserId: number }
  | { kind: 'filtered' };

/**
 * SPEC 6: an advertiser reads its own campaigns; an admin, or an account the chosen advertiser is linked to,
 * reads that advertiser's campaigns whole; anyone else asks the filtered, paged list.
 */
export function listSourceFor(account: Account | null, filter: ControlFilter): ListSource {
  if (can(account?.role, 'advertisers.actAsSelf')) return { kind: 'mine' };
  const advertiserId = filter.advertiser;
  if (
    advertiserId !== undefined &&
    (can(account?.role, 'advertisers.readAny') || account?.advertisersLinked.includes(advertiserId))
  )
    return { kind: 'advertiser', advertiserId };
  return { kind: 'filtered' };
}
