import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's configuration, read once from the environment (src/config.ts). */
    config: Config;
    /** The open database; its owner (serve.ts or a test) closes it after the app. */
    database: Database;
    /** The database's query builder (`database.db`). */
    db: Db;
  }
}

/** The configuration and the database the caller opened: every other plugin and module reads them from here. */
export const configPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; database: Database }) => {
    app.decorate('config', options.config);
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'config', fastify: '5.x' },
);
