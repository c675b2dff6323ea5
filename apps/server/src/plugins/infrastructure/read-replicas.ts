import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { type Db, schema } from '../../db/client';
import { createReplicaSet, parseLsn, runWithReadAfter } from '../../db/read-routing';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The query builder for reads that tolerate replica lag (docs/decisions/070): over the replicas of
     * DATABASE_READ_URL, still seeing what the caller wrote; without replicas, the primary's `db` itself.
     */
    readDb: Db;
    /**
     * Holds the rest of the request's `readDb` reads to everything the primary committed by now (one cheap query
     * of the primary; nothing without replicas): for an answer kept under a version read from the primary.
     */
    readFromNow(): Promise<void>;
  }
}

/** The methods that change something: their successful answers carry the primary's WAL position. */
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * `readDb`, and with replicas configured the two headers of read-your-writes (docs/decisions/070): a successful
 * write's answer carries `X-Write-Lsn`, and a request's `X-Read-After-Lsn` holds its replica reads to that position.
 */
export const readReplicasPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    if (database.driver !== 'postgres' || config.databaseReadUrls.length === 0) {
      app.decorate('readDb', database.db);
      app.decorate('readFromNow', async () => {});
      return;
    }
    // The primary's pool, under the drizzle instance db/client.ts made over it.
    const primary = (database.db as unknown as { $client: pg.Pool }).$client;
    const replicas = createReplicaSet(primary, config.databaseReadUrls);
    const readDb: Db = drizzle({ client: replicas.client, schema });
    app.decorate('readDb', readDb);
    app.decorate('readFromNow', () => replicas.readFromNow());

    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers['x-read-after-lsn'];
      runWithReadAfter(parseLsn(typeof header === 'string' ? header : null), done);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!WRITES.has(request.method) || reply.statusCode >= 400) return payload;
      // After the write committed, so the position is at least its commit's.
      const lsn = await replicas.primaryLsn().catch(() => null);
      if (lsn) reply.header('x-write-lsn', lsn);
      return payload;
    });
    app.addHook('onClose', () => replicas.close());
  },
  { name: 'read-replicas', fastify: '5.x', dependencies: ['config'] },
);
