import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER } from '@adcontrol/domain/shared/csp-nonce';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelope } from './errors';
import { registerPreviewFrame } from './preview-frame';
import { styleNonce } from './security-headers';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * index.html with this response's style nonce in place of the build's placeholder (decision 044), compressed
 * here since it differs every time: brotli at a middle quality takes well under a millisecond for the page.
 * Read at each request, as the static files are, so a new build is served at once.
 */
async function sendPage(distDir: string, request: FastifyRequest, reply: FastifyReply) {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const page = Buffer.from(template.replaceAll(CSP_NONCE_PLACEHOLDER, styleNonce(reply.raw)));
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.length };
    return reply.header('content-encoding', 'br').send(await brotli(page, { params }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(page));
  return reply.send(page);
}

/**
 * Serves the built single-page app; any other GET that accepts HTML gets index.html so client routes
 * (/campaigns/12, /audience/create) load on a refresh. Unknown paths under /api never fall through to it.
 * The build writes a brotli and a gzip copy of each text file; the one the browser accepts is sent as is.
 * Also the sandboxed document creative previews are written into (preview-frame.ts).
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
    for (const path of ['/', '/index.html']) {
      app.get(path, { schema: { hide: true } }, (request, reply) => sendPage(distDir, request, reply));
    }
  }
  registerPreviewFrame(app);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && hasBuild) return sendPage(distDir, request, reply);
    const message = wantsPage
      ? 'The web app is not built: run `npm run build` first'
      : `Route ${request.method} ${path} not found`;
    return sendEnvelope(reply, 404, { success: false, code: 'NOT_FOUND', message });
  });
}
