/**
 * What the web build writes where the page's style nonce goes (Vite's `html.cspNonce`); the server replaces it
 * with the response's nonce in every index.html it sends (docs/decisions/044).
 */
export const CSP_NONCE_PLACEHOLDER = '__ADCONTROL_CSP_NONCE__';
