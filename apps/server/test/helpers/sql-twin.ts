import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';

/**
 * An empty in-memory database to evaluate the SQL twin of a domain rule on many inputs at once: `values` rows
 * become a table `t` with the given columns (in order), and the expression is read back per row as text.
 */
export async function openSqlTwin() {
  const client = new PGlite();
  // Starting takes seconds (more on a busy machine): the caller's beforeAll waits for it, not the first test.
  await client.waitReady;
  const db = drizzle(client);
  return {
    async evaluate(
      expression: SQL,
      columns: readonly string[],
      rows: readonly (readonly SQL[])[],
    ): Promise<(string | null)[]> {
      const values = sql.join(
        rows.map((row, n) => sql`(${n}::int, ${sql.join([...row], sql`, `)})`),
        sql`, `,
      );
      const names = sql.raw(['n', ...columns].join(', '));
      const result = (await db.execute(
        sql`select (${expression})::text as value from (values ${values}) as t(${names}) order by n`,
      )) as unknown as { rows: { value: string | null }[] };
      return result.rows.map((row) => row.value);
    },
    close: () => client.close(),
  };
}
