import type { Account } from '@adcontrol/domain/accounts/account';
import { ROLES, type Role } from '@adcontrol/domain/shared/enum-values';

/**
 * What the accounts screens offer each role, mirroring docs/decisions/008 so a user is not shown actions the
 * server will refuse. The server decides: scope (a branch, a country) and special admins are its business,
 * and a refusal it answers is shown as it comes.
 */
const MANAGED: Record<Role, readonly Role[]> = {
  // Only special admins may create or change admins; the client cannot tell who is special, so it offers
  // the role and lets the server answer.
  admin: ROLES,
  country_manager: ['super_seller', 'seller', 'advertiser'],
  super_seller: ['seller', 'advertiser'],
  seller: ['advertiser'],
  advertiser: [],
  analyst: [],
};

/** Signing into an admin is for special admins only, so the action is not put on admin rows. */
const SIGN_INTO: Record<Role, readonly Role[]> = {
  admin: ['country_manager', 'super_seller', 'seller', 'advertiser', 'analyst'],
  country_manager: ['super_seller', 'seller', 'advertiser'],
  super_seller: ['seller', 'advertiser'],
  seller: [],
  advertiser: [],
  analyst: [],
};

export function creatableRoles(actor: Role): readonly Role[] {
  return MANAGED[actor];
}

export function canManage(actor: Account, target: Account): boolean {
  return actor.id !== target.id && MANAGED[actor.role].includes(target.role);
}

/** Never into oneself, nor into someone already on the impersonation stack (Return goes back to them). */
export function canSignInto(actor: Account, target: Account, stackIds: readonly number[]): boolean {
  return (
    actor.id !== target.id && !stackIds.includes(target.id) && SIGN_INTO[actor.role].includes(target.role)
  );
}

/** Only sellers and super sellers carry linked advertisers. */
export function hasLinkedAdvertisers(role: Role | undefined): boolean {
  return role === 'seller' || role === 'super_seller';
}
