import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStorage } from '../../modules/files/create-file-storage';
import type { FileStorage } from '../../modules/files/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored files (uploads, avatars, decks) under the data directory. */
    storage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance, options: { storage?: FileStorage }) => {
    app.decorate('storage', options.storage ?? createFileStorage(app.config));
  },
  { name: 'storage', dependencies: ['config'], fastify: '5.x' },
);
