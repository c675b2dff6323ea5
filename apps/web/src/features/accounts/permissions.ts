import type { Account } from '@adcontrol/domain/accounts/account';
import { can, managedRoles, signIntoRoles } from '@adcontrol/domain/rules/permissions';
import type { Role } from '@adcontrol/domain/shared/enum-values';

/*
 * What the accounts screens offer each role, from the permissions table (docs/decisions/008 and 058) so a user is
 * not shown actions the server will refuse. The server decides: scope (a branch, a country) is its business, and a
 * refusal it answers is shown as it comes. Admin accounts are for special admins (SPEC 6), whom the server names at
 * sign-in.
 */

/** The person at the keyboard, as the accounts screens judge them: their account and whether SPEC 6 makes them special. */
export interface Actor {
  account: Account;
  isSpecialAdmin: boolean;
}

export function creatableRoles(actor: Actor): readonly Role[] {
  return managedRoles(actor.account.role, actor.isSpecialAdmin);
}

export function canManage(actor: Actor, target: Account): boolean {
  return actor.account.id !== target.id && creatableRoles(actor).includes(target.role);
}

/** Never into oneself, nor into someone already on the impersonation stack (Return goes back to them). */
export function canSignInto(actor: Actor, target: Account, stackIds: readonly number[]): boolean {
  return (
    actor.account.id !== target.id &&
    !stackIds.includes(target.id) &&
    signIntoRoles(actor.account.role, actor.isSpecialAdmin).includes(target.role)
  );
}

/** Only sellers and super sellers carry linked advertisers. */
export function hasLinkedAdvertisers(role: Role | undefined): boolean {
  return can(role, 'accounts.linkAdvertisers');
}
