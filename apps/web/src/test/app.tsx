import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { WELCOME_SEEN_KEY } from '../app/shell/welcome-seen';
import { preferencesStore } from '../lib/preferences';
import { sessionStore } from '../lib/session-store';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * An error envelope as the server writes it: an English text of the catalogue carries its key, as the server's
 * error handling finds it (decision 059); other words carry none, like an answer of an older server.
 */
export function failure(status: number, code: string, message: string, field?: string): Response {
  const words = field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  const key = (Object.keys(MESSAGES) as MessageKey[]).find((candidate) => MESSAGES[candidate].en === words);
  return json(status, {
    success: false,
    code,
    message,
    ...(field ? { field } : {}),
    ...(key ? { key } : {}),
  });
}

/** A 429 as the server's rate limiter answers it: its English text, and the wait in `Retry-After`. */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const body = {
    success: false,
    code: 'TOO_MANY_REQUESTS',
    message: `Too many attempts. Please try again in ${minutes} minutes.`,
  };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
  });
}

export const TEST_CLIENT_CONFIG = {
  environment: 'staging',
  isProduction: false,
  supportUrl: 'https://support.example.test/form',
  mapTileUrl: null,
};

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
  params: Record<string, string>;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * A fake API behind `fetch`: handlers by `METHOD /api/path/:param`; anything else answers 501 as the real
 * server does for a declared endpoint without a handler. Every call is recorded in order.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const table = Object.entries(handlers).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    const names: string[] = [];
    const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { method, regex: new RegExp(`^${source}$`), names, handler };
  });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    // What the shell asks of every deployment; a test names it to answer otherwise.
    if (url.pathname === '/api/client-config' && !handlers['GET /api/client-config']) {
      return json(200, TEST_CLIENT_CONFIG);
    }
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method,
      url,
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init?.headers),
      params: {},
    };
    calls.push(call);
    for (const route of table) {
      const match = route.method === method ? route.regex.exec(url.pathname) : null;
      if (!match) continue;
      route.names.forEach((name, index) => {
        call.params[name] = decodeURIComponent(match[index + 1] ?? '');
      });
      return route.handler(call);
    }
    return failure(501, 'NOT_IMPLEMENTED', 'Not implemented yet');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one path, e.g. `callsTo('GET', '/api/accounts')`. */
    callsTo: (method: string, pathname: string) =>
      calls.filter((call) => call.method === method && call.url.pathname === pathname),
  };
}

/** The `?filter={json}` a call sent, parsed. */
export function filterOf(call: ApiCall | undefined): Record<string, unknown> {
  return JSON.parse(call?.url.searchParams.get('filter') ?? '{}');
}

/** Lets `navigate(to, { flushSync: true })` commit the new page before the caller goes on (see use-sign-into). */
function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}

/** Renders the app's route table at `path`, as a user landing on that URL would see it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

/** Fresh session, fetch and language for every test of a route file. */
/** Screens are tested past the welcome modal; its own test clears this mark. */
export function resetBetweenTests() {
  beforeEach(() => {
    sessionStore.reset();
    preferencesStore.reset();
    localStorage.setItem(WELCOME_SEEN_KEY, '1');
  });
  afterEach(async () => {
    sessionStore.reset();
    preferencesStore.reset();
    sessionStorage.clear();
    localStorage.removeItem(WELCOME_SEEN_KEY);
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
}
