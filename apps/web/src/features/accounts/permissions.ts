import type { Account } from '@adcontrol/domain/accounts/account';
import { ROLES, type Role } from '@adcontrol/domain/shared/enum-values';

/**
 * What the accounts screens offer each role, mirroring docs/decisions/008 so a user is not shown actions the
 * server will refuse. The server decides: scope (a branch, a country) is its business, and a refusal it answers
 * is shown as it comes. Admin accounts are for special admins (SPEC 6), whom the server names at sign-in.
 */
const MANAGED: Record<Role, readonly Role[]> = {
  admin: ROLES.filter((role) => role !== 'admin'),
  country_manager: ['super_seller', 'seller', 'advertiser'],
  super_seller: ['seller', 'advertiser'],
  seller: ['advertiser'],
  advertiser: [],
  analyst: [],
};

const SIGN_INTO: Record<Role, readonly Role[]> = {
  admin: ['country_manager', 'super_seller', 'seller', 'advertiser', 'analyst'],
  country_manager: ['super_seller', 'seller', 'advertiser'],
  super_seller: ['seller', 'advertiser'],
  seller: [],
  advertiser: [],
  analyst: [],
};

/** The person at the keyboard, as the accounts screens judge them: their account and whether SPEC 6 makes them special. */
export interface Actor {
  account: Account;
  isSpecialAdmin: boolean;
}

function withAdmins(actor: Actor, roles: readonly Role[]): readonly Role[] {
  return actor.isSpecialAdmin && actor.account.role === 'admin' ? [...roles, 'admin'] : roles;
}

export function creatableRoles(actor: Actor): readonly Role[] {
  return withAdmins(actor, MANAGED[actor.account.role]);
}

export function canManage(actor: Actor, target: Account): boolean {
  return actor.account.id !== target.id && creatableRoles(actor).includes(target.role);
}

/** Never into oneself, nor into someone already on the impersonation stack (Return goes back to them). */
export function canSignInto(actor: Actor, target: Account, stackIds: readonly number[]): boolean {
  return (
    actor.account.id !== target.id &&
    !stackIds.includes(target.id) &&
    withAdmins(actor, SIGN_INTO[actor.account.role]).includes(target.role)
  );
}

/** Only sellers and super sellers carry linked advertisers. */
export function hasLinkedAdvertisers(role: Role | undefined): boolean {
  return role === 'seller' || role === 'super_seller';
}
