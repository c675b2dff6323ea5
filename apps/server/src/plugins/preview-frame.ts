import { PREVIEW_FRAME_PATH } from '@adcontrol/domain/creatives/preview-frame';
import type { FastifyInstance } from 'fastify';

/**
 * Third-party markup runs here, not in the app (ARCHITECTURE 9): whatever a creative needs (inline script and
 * style, media from anywhere) is allowed, inside a sandbox without `allow-same-origin` that the policy itself
 * imposes, so even opened on its own the document is an opaque origin that reaches nothing of the app.
 */
export const PREVIEW_FRAME_POLICY = {
  'default-src': ['*', 'data:', 'blob:', "'unsafe-inline'", "'unsafe-eval'"],
  'object-src': ["'none'"],
  sandbox: ['allow-scripts'],
  'frame-ancestors': ["'self'"],
};

/**
 * Waits for the framing page's one message and writes the preview in place of itself (`document.open` also
 * drops this listener, so the creative never receives the app's messages).
 */
const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><script>' +
  "addEventListener('message',function(e){var d=e.data;" +
  "if(e.source!==parent||!d||d.type!=='adcontrol:preview'||typeof d.html!=='string')return;" +
  'document.open();document.write(d.html);document.close()})' +
  '</script></head><body></body></html>';

export function registerPreviewFrame(app: FastifyInstance): void {
  app.get(
    PREVIEW_FRAME_PATH,
    {
      schema: { hide: true },
      config: {
        securityHeaders: {
          contentSecurityPolicy: { useDefaults: false, directives: PREVIEW_FRAME_POLICY },
          xFrameOptions: { action: 'sameorigin' },
        },
      },
    },
    (_, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
}
