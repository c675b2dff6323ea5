import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from './errors';

/**
 * Serves the built single-page app; any other GET that accepts HTML gets index.html so client routes
 * (/campaigns/12, /audience/create) load on a refresh. Unknown paths under /api never fall through to it.
 * The build writes a brotli and a gzip copy of each text file; the one the browser accepts is sent as is.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      preCompressed: true,
      maxAge: '1h',
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  if (hasBuild) {
    app.get('/', { schema: { hide: true } }, (_, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false }),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    const message = wantsPage
      ? 'The web app is not built: run `npm run build` first'
      : `Route ${request.method} ${path} not found`;
    return sendEnvelope(reply, 404, { success: false, code: 'NOT_FOUND', message });
  });
}
