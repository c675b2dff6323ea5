import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import { revokeAccountSessions } from '../auth/index';
import type { Actor } from '../scope/actor';
import { recordAccountActivity } from './audit';
import { forbidden } from './input-checks';
import { deleteAccountRow, moveChildren, ownedCounts } from './repository';
import { mayManage } from './rules';
import { type AccountsDependencies, factsOf, rightsOf, scopedAccountOr404 } from './service';

/** Deletes the account and answers what it leaves behind outside the database (its avatar). */
export async function deleteAccount(
  deps: AccountsDependencies,
  actor: Actor,
  id: number,
): Promise<{ avatar: string | null }> {
  const { db } = deps;
  const target = await scopedAccountOr404(db, actor, id);
  if (target.id === actor.accountId)
    throw forbidden('You can not delete your own account', 'accounts.cannotDeleteOwn');
  if (!mayManage(rightsOf(deps, actor), await factsOf(db, actor, target))) {
    throw forbidden('You can not delete this account', 'accounts.cannotDelete');
  }
  await db.transaction(async (tx) => {
    await checkNothingOwned(tx, id);
    // Accounts below move up one level, so they stay in their branch (and in their managers' scope).
    const moved = await moveChildren(tx, id, target.parentId);
    // Its sessions end with it, access tokens included, on every instance (docs/decisions/043).
    await revokeAccountSessions(tx, id, new Date());
    await deleteAccountRow(tx, id);
    await recordAccountActivity(tx, actor, 'account.deleted', id, {
      email: target.email,
      role: target.role,
      movedUp: moved,
    });
  });
  return { avatar: target.avatar };
}

/** Campaigns and payments are the network's records: an account that still has any is kept. */
async function checkNothingOwned(db: Db, id: number): Promise<void> {
  const { campaigns: campaignCount, payments: paymentCount } = await ownedCounts(db, id);
  if (campaignCount === 0 && paymentCount === 0) return;
  const owned = [
    campaignCount > 0 ? `${campaignCount} campaign${campaignCount === 1 ? '' : 's'}` : null,
    paymentCount > 0 ? `${paymentCount} payment${paymentCount === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  throw new AppError(
    'CONFLICT',
    `This account can not be deleted while it has ${owned.join(' and ')}; remove or reassign them first`,
    { key: 'accounts.stillOwns', params: { campaigns: campaignCount, payments: paymentCount } },
  );
}
