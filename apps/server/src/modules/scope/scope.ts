import type { Language, Role } from '@adcontrol/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The part of the account tree a caller may see (docs/decisions/008). Every repository filters by it, so an
 * account outside it is indistinguishable from one that does not exist.
 */
export type Scope =
  /** admin: every account. */
  | { kind: 'all' }
  /** country_manager: itself, and every account of its country except admins. */
  | { kind: 'country'; selfId: number; country: string | null }
  /** super_seller, seller: itself, its descendants, and the advertisers linked to any of them. */
  | { kind: 'tree'; rootId: number }
  /** advertiser, analyst: itself only. */
  | { kind: 'self'; selfId: number };

/** The caller as the database knows it now, with the scope every query of the request is filtered by. */
export interface Actor {
  accountId: number;
  /** The role stored now: a role changed since the token was issued takes effect at once. */
  role: Role;
  email: string;
  country: string | null;
  parentId: number | null;
  /** The account's language: what its mail and downloaded files speak unless a request names another. */
  language: Language;
  /** The person behind an impersonated session, or null. */
  actingAccountId: number | null;
  /** The sign-in the request's token belongs to, when it says. */
  sessionId: string | null;
  /** The address the request came from, recorded with every change it makes. */
  ip: string | null;
  scope: Scope;
}

export function scopeForRole(role: Role, account: { id: number; country: string | null }): Scope {
  switch (role) {
    case 'admin':
      return { kind: 'all' };
    case 'country_manager':
      return { kind: 'country', selfId: account.id, country: account.country };
    case 'super_seller':
    case 'seller':
      return { kind: 'tree', rootId: account.id };
    case 'advertiser':
    case 'analyst':
      return { kind: 'self', selfId: account.id };
  }
}

/**
 * `rootId` and every account below it, as the common table `subtree`. `union` (not `union all`) drops rows
 * already seen, so even a cycle in parent_id cannot make the recursion endless. Each step looks the children up in
 * the parent_id index: `offset 0` keeps the planner from joining every account by hash instead, which it prefers
 * for a few thousand accounts and which took half of the Control list's time in the database (docs/decisions/074).
 */
function withSubtree(rootId: number): SQL {
  return sql`with recursive subtree(id) as (
    select ${rootId}::integer
    union
    select child.id from subtree
      cross join lateral (select id from accounts where parent_id = subtree.id offset 0) child
  )`;
}

/** Ids of `rootId` and every account below it, as a subquery. */
export function subtreeIds(rootId: number): SQL {
  return sql`${withSubtree(rootId)} select id from subtree`;
}

/** Ids of the accounts in the scope, as a subquery. */
export function scopeIds(scope: Scope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`select id from accounts`;
    case 'self':
      return sql`select ${scope.selfId}::integer`;
    case 'country':
      return sql`select ${scope.selfId}::integer union select id from accounts
        where country = ${scope.country} and role <> 'admin'`;
    case 'tree':
      return sql`${withSubtree(scope.rootId)} select id from subtree
        union select advertiser_id from account_advertiser_links
        where account_id in (select id from subtree)`;
  }
}

/** A condition: `column` holds the id of an account in the scope (any table's account reference). */
export function inScope(scope: Scope, column: AnyPgColumn | SQL): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'self':
      return sql`${column} = ${scope.selfId}`;
    default:
      return sql`${column} in (${scopeIds(scope)})`;
  }
}
