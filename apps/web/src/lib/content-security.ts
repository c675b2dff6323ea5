/**
 * What the web app does to run under the page's Content-Security-Policy (docs/decisions/044). This module loads
 * with the entry, before any screen's code.
 */

/**
 * The nonce the policy accepts on `<style>` elements: the server writes a new one into index.html for every
 * response, on a `csp-nonce` meta (the browser hides it from `getAttribute` once the page has loaded, not from
 * the `nonce` property). Undefined where there is none (tests).
 */
function readStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

export const styleNonce = readStyleNonce();

// notistack writes its styles with goober, which puts `window.__nonce__` on its `<style>` element as notistack's
// module loads: the value must be there before.
if (styleNonce && typeof window !== 'undefined') Object.assign(window, { __nonce__: styleNonce });

// zod probes `new Function('')` before its first object parse to choose its compiled parser; the policy refuses
// it (`script-src` has no 'unsafe-eval') and the browser reports each probe as a violation although zod catches
// it. `jitless` is zod's setting for such pages (`z.config({ jitless: true })`), written where zod reads it so
// that the entry need not import zod (decision 013).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
