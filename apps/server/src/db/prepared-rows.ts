import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';
import { queryRows } from './query-rows';

const dialect = new PgDialect();

/**
 * Distinct statements given a name, per process. Each connection keeps every statement it prepared until it closes,
 * so past this many, further texts run unnamed: a client trying every combination of filters cannot fill the
 * database's memory.
 */
const MAX_NAMED = 200;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `prepared_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * Runs raw SQL as `queryRows` does, but on PostgreSQL as a named prepared statement, so each connection parses it
 * once and PostgreSQL may keep its plan: for a statement run hundreds of times a second whose planning costs more
 * than its execution (the Control list, docs/decisions/068). PostgreSQL plans the first calls for their values and
 * keeps a generic plan only once it is estimated no dearer. PGlite, and a transaction's connection, run it as is.
 * Values come back as node-postgres parses them (timestamps as dates), not as text.
 */
export async function preparedRows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<Row>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query<Row>({ name: nameOf(text), text, values: params as unknown[] });
  return result.rows;
}
