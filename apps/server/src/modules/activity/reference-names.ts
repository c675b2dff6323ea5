import {
  type ActivityEntry,
  type ActivityReference,
  referenceOf,
} from '@adcontrol/domain/activity/contracts';
import type { Db } from '../../db/client';
import { namesOf } from './names-repository';

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
