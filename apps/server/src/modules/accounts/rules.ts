import {
  can,
  managedRoles as managedRolesOf,
  mayHangUnder,
  signIntoRoles,
} from '@adcontrol/domain/rules/permissions';
import type { Role } from '@adcontrol/domain/shared/enums';

export { mayHangUnder };

/*
 * Who may manage whom, as pure functions (docs/decisions/008). Scope decides what a caller can see; these
 * rules decide what it may do with what it sees.
 */

export interface ActorRights {
  accountId: number;
  role: Role;
  country: string | null;
  isSpecialAdmin: boolean;
}

/** What the rules need to know of an existing account. */
export interface TargetFacts {
  id: number;
  role: Role;
  country: string | null;
  /** The account hangs somewhere below the actor (never true of the actor itself or of a linked advertiser). */
  isBelowActor: boolean;
}

/** The roles an actor may create, change and delete accounts of; only special admins manage admins. */
export function managedRoles(actor: Pick<ActorRights, 'role' | 'isSpecialAdmin'>): readonly Role[] {
  return managedRolesOf(actor.role, actor.isSpecialAdmin);
}

/** Sellers and super sellers only create inside their own branch: a new account of theirs hangs below them. */
export function mustStayInBranch(actor: Pick<ActorRights, 'role'>): boolean {
  return can(actor.role, 'accounts.stayInBranch');
}

/** Only sellers and super sellers carry linked advertisers (SPEC advertisersLinked). */
export function mayHaveLinkedAdvertisers(role: Role): boolean {
  return can(role, 'accounts.linkAdvertisers');
}

/**
 * Whether the actor may change or delete another account it can see. A country manager keeps to its country;
 * sellers and super sellers to their own branch (an advertiser merely linked to them is seen, not managed).
 */
export function mayManage(actor: ActorRights, target: TargetFacts): boolean {
  if (target.id === actor.accountId) return false;
  if (!managedRoles(actor).includes(target.role)) return false;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'country_manager':
      return actor.country !== null && target.country === actor.country;
    case 'super_seller':
    case 'seller':
      return target.isBelowActor;
    default:
      return false;
  }
}

/**
 * Whether the actor may sign into the target (GET /auth/sign-into-account/:id). Admins: any non-admin account,
 * and special admins also other admins; super sellers: any account of their branch; country managers: the
 * super sellers, sellers and advertisers of their country. Nobody signs into itself.
 */
export function mayImpersonate(actor: ActorRights, target: TargetFacts): boolean {
  if (target.id === actor.accountId) return false;
  switch (actor.role) {
    case 'admin':
      return signIntoRoles(actor.role, actor.isSpecialAdmin).includes(target.role);
    case 'super_seller':
      return target.isBelowActor;
    case 'country_manager':
      return (
        actor.country !== null &&
        target.country === actor.country &&
        signIntoRoles(actor.role, actor.isSpecialAdmin).includes(target.role)
      );
    default:
      return false;
  }
}

/** A role change an account makes to itself may only lower it: to a role it could have given someone else. */
export function mayTakeRole(actor: Pick<ActorRights, 'role' | 'isSpecialAdmin'>, role: Role): boolean {
  return role === actor.role || managedRoles(actor).includes(role);
}

export function isSpecialAdminEmail(email: string, specialAdminEmails: readonly string[]): boolean {
  return specialAdminEmails.includes(email.trim().toLowerCase());
}
