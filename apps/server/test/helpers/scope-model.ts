import type { Role } from '@adcontrol/domain/shared/enums';

/** What the scope rules read of an account. */
export interface ScopedPerson {
  id: number;
  role: Role;
  country: string | null;
  parentId: number | null;
}

/** An account linked to an advertiser (account_advertiser_links). */
export interface AdvertiserLink {
  accountId: number;
  advertiserId: number;
}

/**
 * The accounts `accountId` sees, worked out from the rules of docs/decisions/008 rather than by the server's
 * query, so an API test can compare the two: admin all; country manager its country but admins; seller and super
 * seller their branch and the advertisers linked to it; anyone else only itself.
 */
export function accountsInScope(
  people: ScopedPerson[],
  links: AdvertiserLink[],
  accountId: number,
): Set<number> {
  const below = (rootId: number): number[] => {
    const children = people.filter((row) => row.parentId === rootId).map((row) => row.id);
    return [...children, ...children.flatMap(below)];
  };
  const me = people.find((row) => row.id === accountId);
  switch (me?.role) {
    case 'admin':
      return new Set(people.map((row) => row.id));
    case 'country_manager':
      return new Set(
        people
          .filter((row) => row.id === me.id || (row.country === me.country && row.role !== 'admin'))
          .map((row) => row.id),
      );
    case 'super_seller':
    case 'seller': {
      const branch = [me.id, ...below(me.id)];
      const linked = links.filter((link) => branch.includes(link.accountId)).map((link) => link.advertiserId);
      return new Set([...branch, ...linked]);
    }
    default:
      return new Set([accountId]);
  }
}
