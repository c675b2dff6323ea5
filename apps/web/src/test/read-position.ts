import { listLoginEvents } from '@adcontrol/domain/events/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { callEndpoint } from '../lib/api-client';
import { sessionStore } from '../lib/session-store';

/**
 * A stubbed `fetch` for a download test, reset after each test; `afterWrite` signs the tab in and makes one call
 * whose answer names a write's WAL position (docs/decisions/070), which every later call must send back.
 */
export function stubDownloads() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    sessionStore.reset();
    vi.unstubAllGlobals();
  });

  async function afterWrite(position: string, token = 'access'): Promise<void> {
    sessionStore.set({ ...sessionStore.get(), authenticated: true, authToken: token });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ events: [], count: 0 }), {
        headers: { 'content-type': 'application/json', 'x-write-lsn': position },
      }),
    );
    await callEndpoint(listLoginEvents, { query: {} });
  }

  /** The address and headers of the call made after the write. */
  function download(): { url: string; headers: Headers } {
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    return { url: String(url), headers: new Headers(init?.headers) };
  }

  return { fetchMock, afterWrite, download };
}
