import pg from 'pg';

export const SOAK_DATABASE = 'adcontrol_soak';

/** The soak database's URL on the server of `serverUrl`. */
export function soakDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${SOAK_DATABASE}`;
  return url.toString();
}

/** Runs `work` on a connection to `url` that is closed afterwards, whatever happens. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A backend ended by the database fault must not take the harness down with an unhandled 'error'.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function recreateSoakDatabase(serverUrl: string): Promise<void> {
  await withClient(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${SOAK_DATABASE} with (force)`);
    await admin.query(`create database ${SOAK_DATABASE}`);
  });
}

export async function dropSoakDatabase(serverUrl: string): Promise<void> {
  await withClient(serverUrl, (admin) =>
    admin.query(`drop database if exists ${SOAK_DATABASE} with (force)`),
  );
}

/** Lets connections in again (the database fault's end, and clean-up after an interrupted fault). */
export async function allowConnections(serverUrl: string, isAllowed: boolean): Promise<void> {
  await withClient(serverUrl, (admin) =>
    admin.query(`alter database ${SOAK_DATABASE} with allow_connections ${isAllowed}`),
  );
}

/** Ends every backend connected to the soak database; answers how many. */
export async function terminateBackends(serverUrl: string): Promise<number> {
  return withClient(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [SOAK_DATABASE],
    );
    return rows.filter((row) => row.ended).length;
  });
}

/** A query against the soak database on a connection of its own. */
export async function soakQuery<R extends pg.QueryResultRow>(
  serverUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  return withClient(soakDatabaseUrl(serverUrl), async (client) => (await client.query<R>(text, values)).rows);
}
