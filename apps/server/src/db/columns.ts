import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, integer, timestamp } from 'drizzle-orm/pg-core';

/** A CHECK condition that keeps a text or number column to a fixed list of values. */
export function oneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const list = sql.join(
    values.map((value) => sql.raw(typeof value === 'number' ? String(value) : `'${value}'`)),
    sql.raw(', '),
  );
  return sql`${column} in (${list})`;
}

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const bigId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () =>
  at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A non-negative counter: impressions, clicks, devices. */
export const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
