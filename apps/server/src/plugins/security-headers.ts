import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The nonce of this response's style-src: emotion (MUI's styles) and notistack write `<style>` elements at run
 * time, and the page carries the same value for them to use (web-app.ts writes it into index.html). A new one
 * for every response, made when the policy or the page first asks for it.
 */
export function styleNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/**
 * The CSP source of the map's tile server, from a template such as `https://{s}.tile.example/{z}/{x}/{y}.png`
 * (a `{s}` subdomain becomes `*.`); null when there is none or it is not an http(s) address.
 */
export function tileSource(template: string | null): string | null {
  const match = template?.match(/^(https?):\/\/([^/?#]+)/i);
  if (!match) return null;
  const host = (match[2] as string).replace(/^\{s\}\./, '*.');
  return /[{}]/.test(host) ? null : `${match[1]}://${host}`;
}

/**
 * The policy of every page of the web app (docs/decisions/044): no inline script; styles from the app's files
 * or `<style>` elements carrying the response's nonce; images from anywhere on the web (creatives are shown by
 * address, the map's tiles come from its tile server); never framed.
 */
export function appPolicy(mapTileUrl: string | null) {
  const tiles = tileSource(mapTileUrl);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The sandboxed document creatives are written into (preview-frame.ts).
    'frame-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
    'media-src': ["'self'", 'blob:', 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", (_: unknown, response: ServerResponse) => `'nonce-${styleNonce(response)}'`],
    'worker-src': ["'self'"],
  };
}

/**
 * The policy of every answer under /api: JSON and files are never documents that load anything, so nothing is
 * allowed and nothing may frame them. A fixed string, so no nonce is made for an answer that has no page.
 */
export const API_POLICY = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The headers every response carries (ARCHITECTURE 18), from helmet; a route may set its own (`securityHeaders`). */
export const securityHeaders = (mapTileUrl: string | null): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: appPolicy(mapTileUrl) },
  // Uploaded files are shown inside the sandboxed preview frames, an opaque origin that `same-origin` refuses.
  crossOriginResourcePolicy: false,
  // Map tile servers ask for the page's origin; paths (a reset link's token) never leave the app.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
});

type ApplyHeaders = ReturnType<typeof helmet>;

const OWN_HEADERS = Symbol('securityHeaders');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own headers, over the app's (the creative preview's policy). */
    securityHeaders?: Readonly<HelmetOptions>;
    /** Those headers' middleware, built when the route is declared. */
    [OWN_HEADERS]?: ApplyHeaders;
  }
}

/**
 * helmet's headers set on every response, each set of them built once when the routes are declared: the pages'
 * (with the response's style nonce), the API's, and a route's own (docs/decisions/074; @fastify/helmet built
 * them again for every request, a tenth of an API call's time).
 */
export function registerSecurityHeaders(app: FastifyInstance, mapTileUrl: string | null): void {
  const base = securityHeaders(mapTileUrl);
  const pages = helmet(base);
  const api = helmet({ ...base, contentSecurityPolicy: { useDefaults: false, directives: API_POLICY } });
  app.addHook('onRoute', (route) => {
    const own = route.config?.securityHeaders;
    if (own) route.config = { ...route.config, [OWN_HEADERS]: helmet({ ...base, ...own } as HelmetOptions) };
  });
  app.addHook('onRequest', (request, reply, done) => {
    const apply = request.routeOptions.config[OWN_HEADERS] ?? (request.url.startsWith('/api/') ? api : pages);
    apply(request.raw, reply.raw, done as (error?: unknown) => void);
  });
}
