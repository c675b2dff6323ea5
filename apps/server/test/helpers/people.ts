import type { Db } from '../../src/db/client';
import type { Person } from './callers';
import { type AccountFixture, createAccount } from './fixtures';

/** Makes people with accounts in `db`: `make('seller', { country: 'CL', parentId })`. */
export function personMaker(db: Db) {
  return async (role: Person['role'], extra: Omit<AccountFixture, 'role'> = {}): Promise<Person> => {
    const row = await createAccount(db, { role, ...extra });
    return { id: row.id, role };
  };
}

/**
 * An admin, a branch of `country` (a super seller, the `boss`, its seller and the seller's advertiser) and a
 * seller of the same country outside the branch, the `stranger`, made in that order.
 */
export async function branchPeople(db: Db, country: string) {
  const make = personMaker(db);
  const admin = await make('admin');
  const boss = await make('super_seller', { country });
  const seller = await make('seller', { country, parentId: boss.id });
  const advertiser = await make('advertiser', { country, parentId: seller.id });
  const stranger = await make('seller', { country });
  return { make, people: { admin, boss, seller, advertiser, stranger } };
}

/**
 * Empty people, one a name, for a fixture's `beforeAll` to fill in place (`Object.assign`), so that a test file
 * can take them apart when it loads.
 */
export function peopleToFill<Name extends string>(...names: Name[]) {
  return Object.fromEntries(names.map((name) => [name, {} as Person])) as Record<Name, Person>;
}
