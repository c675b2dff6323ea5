import type {
  BodyOf,
  EndpointDefinition,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '@adcontrol/domain/contract/define-endpoint';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { WELCOME_SEEN_KEY } from '../app/shell/welcome-seen';
import { API_PREFIX } from '../lib/api-client';
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
  /** A multipart body, as sent. */
  form?: FormData;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** What a fake's handler is given: the call read through the endpoint's own schemas, as the server reads it. */
export interface FakeRequest<E extends EndpointDefinition> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: E['multipart'] extends object ? FormData : BodyOf<E>;
  call: ApiCall;
}

type FakeAnswer<E extends EndpointDefinition> = ResponseOf<E> | Response;

/** One endpoint of a fake API, built by `fake`; `mockApi` takes it beside the string-keyed handlers. */
export class Fake {
  constructor(
    readonly route: string,
    readonly handler: Handler,
  ) {}
}

/**
 * A fake of one declared endpoint, e.g. `fake(listPayments, ({ query }) => ({ items, total }))`: the handler
 * gets the params, query and body typed and parsed by the endpoint's schemas and answers the endpoint's response
 * (sent with its success status) or a `Response` such as `failure(…)`. A call the schemas refuse answers 400
 * naming the field, as the server would, so a web call that drifts from the contract fails its test.
 */
export function fake<E extends EndpointDefinition>(
  endpoint: E,
  handler: (request: FakeRequest<E>) => FakeAnswer<E> | Promise<FakeAnswer<E>>,
): Fake {
  return new Fake(`${endpoint.method} ${API_PREFIX}${endpoint.path}`, async (call) => {
    const read = readThroughContract(endpoint, call);
    if (read instanceof Response) return read;
    const answer = await handler({ ...read, call } as FakeRequest<E>);
    return answer instanceof Response ? answer : json(endpoint.successStatus ?? 200, answer);
  });
}

function readThroughContract(endpoint: EndpointDefinition, call: ApiCall) {
  const parts = {
    params: [endpoint.params, call.params],
    query: [endpoint.query, Object.fromEntries(call.url.searchParams)],
    body: [endpoint.multipart ? undefined : endpoint.body, endpoint.multipart ? call.form : call.body],
  } as const;
  const read: Record<string, unknown> = {};
  for (const [part, [schema, raw]] of Object.entries(parts)) {
    if (!schema) {
      read[part] = part === 'body' ? raw : undefined;
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = issue?.path.join('.') || part;
      return failure(400, 'VALIDATION_FAILED', `${field}: ${issue?.message ?? 'invalid'}`, field);
    }
    read[part] = parsed.data;
  }
  return read as { params: unknown; query: unknown; body: unknown };
}

/** What `mockApi` takes: `fake(endpoint, …)`, or handlers by `METHOD /api/path/:param`. */
export type Route = Fake | Record<string, Handler>;

export interface MockedApi {
  calls: ApiCall[];
  /** The calls to one path, e.g. `callsTo('GET', '/api/accounts')`. */
  callsTo(method: string, pathname: string): ApiCall[];
}

/**
 * A fake API behind `fetch`: `fake(endpoint, …)` routes, and handlers by `METHOD /api/path/:param`; anything
 * else answers 501 as the real server does for a declared endpoint without a handler. The first route that
 * matches answers, so a test puts its own before a feature's defaults. Every call is recorded in order.
 */
export function mockApi(...routes: Route[]): MockedApi;
/** The string-keyed form alone: `Parameters<typeof mockApi>[0]` names a table of handlers by key. */
export function mockApi(handlers?: Record<string, Handler>): MockedApi;
export function mockApi(...routes: (Route | undefined)[]): MockedApi {
  const calls: ApiCall[] = [];
  const entries = routes.flatMap((route) =>
    route instanceof Fake ? [[route.route, route.handler] as const] : Object.entries(route ?? {}),
  );
  const answersClientConfig = entries.some(([key]) => key === 'GET /api/client-config');
  const table = entries.map(([key, handler]) => {
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
    if (url.pathname === '/api/client-config' && !answersClientConfig) {
      return json(200, TEST_CLIENT_CONFIG);
    }
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method,
      url,
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init?.headers),
      params: {},
      ...(init?.body instanceof FormData ? { form: init.body } : {}),
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
