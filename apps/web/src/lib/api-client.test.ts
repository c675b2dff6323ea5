import { signIn } from '@adcontrol/domain/auth/contracts';
import { listLoginEvents } from '@adcontrol/domain/events/contracts';
import { errorEnvelope } from '@adcontrol/domain/shared/app-error';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callEndpoint, errorEnvelopeOf, setSessionEndedHandler } from './api-client';
import { sessionStore } from './session-store';

const account = {
  id: 1,
  role: 'admin' as const,
  firstName: 'Ana',
  lastName: null,
  company: null,
  email: 'ana@example.test',
  language: 'en' as const,
  timezone: 'UTC',
  avatar: null,
  country: null,
  parentId: null,
  advertisersLinked: [],
  confirmed: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const eventsPage = { events: [], count: 0 };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const expired = () => json(401, { success: false, code: 'TOKEN_EXPIRED', message: 'jwt expired' });

function signedIn(authToken = 'old-access', refreshToken = 'old-refresh') {
  sessionStore.set({
    authenticated: true,
    authToken,
    refreshToken,
    role: 'admin',
    account,
    error: null,
    loading: false,
    oldUsers: [],
  });
}

const fetchMock = vi.fn<typeof fetch>();
const sessionEnded = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSessionEndedHandler(sessionEnded);
});
afterEach(() => {
  fetchMock.mockReset();
  sessionEnded.mockReset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('callEndpoint', () => {
  it('calls the contract path with the JSON body and parses the answer with its schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { authToken: 'a', refreshToken: 'r', account }));
    const result = await callEndpoint(signIn, { body: { email: 'ana@example.test', password: 'pw' } });
    expect(result.account.firstName).toBe('Ana');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/sign-in');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.test', password: 'pw' });
  });

  it('sends the bearer token and the query built from the contract', async () => {
    signedIn('token-1');
    fetchMock.mockResolvedValueOnce(json(200, eventsPage));
    await callEndpoint(listLoginEvents, { query: { page: 2, limit: 10 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/events/login?page=2&limit=10');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('throws the server envelope as an ApiError with its code, message and field', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { success: false, code: 'VALIDATION_FAILED', message: 'email: Invalid', field: 'email' }),
    );
    const failure = callEndpoint(signIn, { body: { email: 'x', password: 'y' } });
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'email' });
  });

  it.each([
    ['seconds', '90', 90],
    ['an HTTP date', new Date(Date.now() + 120_000).toUTCString(), 120],
  ])('keeps how long a 429 asks to wait, given in %s', async (_, retryAfter, seconds) => {
    const tooMany = { success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(tooMany), { status: 429, headers: { 'retry-after': retryAfter } }),
    );
    const failure = await callEndpoint(signIn, { body: { email: 'a@b.co', password: 'y' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect((failure as ApiError).retryAfterSeconds).toBeGreaterThanOrEqual(seconds - 1);
    expect((failure as ApiError).retryAfterSeconds).toBeLessThanOrEqual(seconds);
  });

  it('leaves the wait unknown when a failure has no Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { success: false, code: 'TOO_MANY_REQUESTS', message: 'Slow' }),
    );
    const failure = callEndpoint(signIn, { body: { email: 'a@b.co', password: 'y' } });
    await expect(failure).rejects.toMatchObject({ status: 429, retryAfterSeconds: undefined });
  });

  it("answers 'Unknown server error' when the failure is not an envelope", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const failure = callEndpoint(signIn, { body: { email: 'a@b.co', password: 'y' } });
    await expect(failure).rejects.toEqual(new ApiError(502, 'UNKNOWN', 'Unknown server error'));
  });

  it('refreshes once when the token expired, and retries every request that was waiting', async () => {
    signedIn();
    let refreshCalls = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const auth = new Headers(init?.headers).get('authorization');
      if (url === '/api/auth/refresh-token') {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { authToken: 'new-access', refreshToken: 'new-refresh' });
      }
      return auth === 'Bearer new-access' ? json(200, eventsPage) : expired();
    });

    const results = await Promise.all([
      callEndpoint(listLoginEvents, { query: {} }),
      callEndpoint(listLoginEvents, { query: {} }),
    ]);
    expect(results).toEqual([eventsPage, eventsPage]);
    expect(refreshCalls).toBe(1);
    expect(sessionStore.get()).toMatchObject({ authToken: 'new-access', refreshToken: 'new-refresh' });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  describe('with another tab of the same session', () => {
    /** An access token as the server signs them, with only the `exp` claim the client reads. */
    const jwtExpiring = (inSeconds: number) => {
      const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds }));
      return `eyJhbGciOiJIUzI1NiJ9.${claims.replace(/=+$/, '')}.signature`;
    };
    /** What the other tab wrote to localStorage when it refreshed first (this tab has not read it yet). */
    const otherTabStored = (authToken: string, refreshToken: string) =>
      localStorage.setItem(
        'adcontrol.auth',
        JSON.stringify({ ...sessionStore.get(), authToken, refreshToken }),
      );

    it('takes the tokens the other tab stored instead of spending the refresh token again', async () => {
      signedIn();
      const renewed = jwtExpiring(60);
      otherTabStored(renewed, 'other-tab-refresh');
      fetchMock.mockImplementation(async (input, init) => {
        if (String(input) === '/api/auth/refresh-token') throw new Error('refreshed a second time');
        const auth = new Headers(init?.headers).get('authorization');
        return auth === `Bearer ${renewed}` ? json(200, eventsPage) : expired();
      });

      expect(await callEndpoint(listLoginEvents, { query: {} })).toEqual(eventsPage);
      expect(sessionStore.get()).toMatchObject({ authToken: renewed, refreshToken: 'other-tab-refresh' });
      expect(sessionEnded).not.toHaveBeenCalled();
    });

    it("refreshes with the other tab's refresh token when its access token has expired as well", async () => {
      signedIn();
      otherTabStored(jwtExpiring(-5), 'other-tab-refresh');
      const spent: string[] = [];
      fetchMock.mockImplementation(async (input, init) => {
        if (String(input) === '/api/auth/refresh-token') {
          spent.push(JSON.parse(String(init?.body)).refreshToken);
          return json(200, { authToken: 'new-access', refreshToken: 'new-refresh' });
        }
        const auth = new Headers(init?.headers).get('authorization');
        return auth === 'Bearer new-access' ? json(200, eventsPage) : expired();
      });

      expect(await callEndpoint(listLoginEvents, { query: {} })).toEqual(eventsPage);
      expect(spent).toEqual(['other-tab-refresh']);
      expect(sessionEnded).not.toHaveBeenCalled();
    });

    it('refreshes under a lock the tabs share, where the browser has Web Locks', async () => {
      const held: string[] = [];
      const locks = {
        request: (name: string, callback: () => Promise<unknown>) => {
          held.push(name);
          return callback();
        },
      };
      vi.stubGlobal('navigator', { ...navigator, locks });
      signedIn();
      fetchMock.mockImplementation(async (input, init) => {
        if (String(input) === '/api/auth/refresh-token') {
          return json(200, { authToken: 'new-access', refreshToken: 'new-refresh' });
        }
        const auth = new Headers(init?.headers).get('authorization');
        return auth === 'Bearer new-access' ? json(200, eventsPage) : expired();
      });

      expect(await callEndpoint(listLoginEvents, { query: {} })).toEqual(eventsPage);
      expect(held).toEqual(['adcontrol.refresh']);
    });
  });

  it('clears the session and local storage and leaves when the refresh fails', async () => {
    signedIn();
    localStorage.setItem('adcontrol.campaign-draft', '{}');
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/refresh-token'
        ? json(401, { success: false, code: 'UNAUTHENTICATED', message: 'Refresh token revoked' })
        : expired(),
    );
    await expect(callEndpoint(listLoginEvents, { query: {} })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get().authenticated).toBe(false);
    expect(localStorage.getItem('adcontrol.auth')).toBeNull();
    expect(localStorage.getItem('adcontrol.campaign-draft')).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('logs out on any other 401 without trying to refresh', async () => {
    signedIn();
    fetchMock.mockResolvedValueOnce(
      json(401, { success: false, code: 'UNAUTHENTICATED', message: 'Invalid access token' }),
    );
    await expect(callEndpoint(listLoginEvents, { query: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().authenticated).toBe(false);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });
});

describe('read-your-writes over database replicas', () => {
  const writeAnswer = (lsn: string) =>
    new Response(JSON.stringify(eventsPage), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-write-lsn': lsn },
    });
  const readAfterOfCall = (index: number) =>
    new Headers(fetchMock.mock.calls[index]?.[1]?.headers).get('x-read-after-lsn');

  it('sends back the highest WAL position a write was answered with, and keeps it for the tab', async () => {
    signedIn();
    fetchMock
      .mockResolvedValueOnce(writeAnswer('A/1F'))
      .mockResolvedValueOnce(writeAnswer('9/FFFFFFFF'))
      .mockResolvedValueOnce(writeAnswer('not a position'))
      .mockResolvedValue(json(200, eventsPage));
    for (let call = 0; call < 4; call += 1) await callEndpoint(listLoginEvents, { query: {} });
    // The lower position and the malformed one leave the kept one as it was.
    expect(readAfterOfCall(1)).toBe('A/1F');
    expect(readAfterOfCall(2)).toBe('A/1F');
    expect(readAfterOfCall(3)).toBe('A/1F');
    expect(sessionStorage.getItem('adcontrol.readAfterLsn')).toBe('A/1F');

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(writeAnswer('B/0')).mockResolvedValue(json(200, eventsPage));
    await callEndpoint(listLoginEvents, { query: {} });
    await callEndpoint(listLoginEvents, { query: {} });
    expect(readAfterOfCall(0)).toBe('A/1F');
    expect(readAfterOfCall(1)).toBe('B/0');
  });
});

describe('errorEnvelopeOf', () => {
  const envelope = { success: false, code: 'NOT_FOUND', message: 'Not found' };
  // The client reads the envelope without zod (decision 013); it must answer as the shared schema does.
  it.each([
    envelope,
    { ...envelope, field: 'email' },
    { ...envelope, extra: 'dropped' },
    { ...envelope, success: true },
    { ...envelope, code: 'TEAPOT' },
    { ...envelope, code: 'toString' },
    { ...envelope, message: 404 },
    { ...envelope, field: 3 },
    { success: false, code: 'NOT_FOUND' },
    null,
    [envelope],
    'Bad gateway',
  ])('reads %j as the shared errorEnvelope schema does', (body) => {
    const parsed = errorEnvelope.safeParse(body);
    expect(errorEnvelopeOf(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
