import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL twin of `nameKey` (packages/domain/src/rules/names.ts, docs/decisions/046): accents dropped (NFD, marks
 * U+0300–U+036F removed), lower case, single spaces and none around. Campaigns and audiences keep it in a
 * generated `name_key` column under their unique index; name-key.test.ts holds it equal to the function.
 */
export function nameKeyOf(column: string): SQL {
  return sql.raw(nameKeySql(column));
}

/** The same as SQL text. */
export function nameKeySql(column: string): string {
  return `regexp_replace(btrim(lower(regexp_replace(normalize(${column}, NFD), '[\\u0300-\\u036f]', '', 'g'))), ' +', ' ', 'g')`;
}
