import {
  type ActivityEntry,
  type ActivityReference,
  referenceOf,
} from '@adcontrol/domain/activity/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, audiences, campaigns, paymentMethods } from '../../db/schema';
import { company } from './repository';

type Details = Record<string, unknown>;
const isDetails = (value: unknown): value is Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `kind:id` a row's details name: at the top and inside `before` and `after`. */
function referencesOf(details: Details | null): Map<string, { kind: ActivityReference; id: number }> {
  const found = new Map<string, { kind: ActivityReference; id: number }>();
  if (!details) return found;
  for (const part of [details, details.before, details.after]) {
    if (!isDetails(part)) continue;
    for (const [field, value] of Object.entries(part)) {
      const kind = referenceOf(field, { kind: details.kind, ...part });
      if (!kind) continue;
      for (const id of Array.isArray(value) ? value : [value]) {
        if (Number.isInteger(id)) found.set(`${kind}:${id}`, { kind, id: id as number });
      }
    }
  }
  return found;
}

const advertiserLabel = sql<string>`${sql.raw(company('accounts'))}`;

/** The names of the ids of one kind, read in one query. */
function namesOf(db: Db, kind: ActivityReference, ids: number[]): Promise<{ id: number; name: string }[]> {
  switch (kind) {
    case 'account':
      return db
        .select({ id: accounts.id, name: advertiserLabel })
        .from(accounts)
        .where(inArray(accounts.id, ids));
    case 'campaign':
      return db
        .select({ id: campaigns.id, name: campaigns.name })
        .from(campaigns)
        .where(inArray(campaigns.id, ids));
    case 'audience':
      return db
        .select({ id: audiences.id, name: audiences.name })
        .from(audiences)
        .where(inArray(audiences.id, ids));
    case 'payment_method':
      return db
        .select({ id: paymentMethods.id, name: paymentMethods.name })
        .from(paymentMethods)
        .where(inArray(paymentMethods.id, ids));
  }
}

/**
 * Each entry with `names`: what the objects its details name by id are called now (an account by its company,
 * else its person), so an opened row reads "Advertiser: Café Andino", not "46". One query per kind for the page.
 */
export async function withReferenceNames(db: Db, entries: ActivityEntry[]): Promise<ActivityEntry[]> {
  const perEntry = entries.map((entry) => referencesOf(entry.details));
  const wanted = new Map<ActivityReference, Set<number>>();
  for (const references of perEntry) {
    for (const { kind, id } of references.values()) wanted.set(kind, (wanted.get(kind) ?? new Set()).add(id));
  }
  const named = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      for (const row of await namesOf(db, kind, [...ids])) named.set(`${kind}:${row.id}`, row.name);
    }),
  );
  return entries.map((entry, index) => {
    const names = Object.fromEntries(
      [...(perEntry[index]?.keys() ?? [])].flatMap((key) => {
        const name = named.get(key);
        return name === undefined ? [] : [[key, name]];
      }),
    );
    return { ...entry, names };
  });
}
