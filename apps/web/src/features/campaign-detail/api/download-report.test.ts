import { listLoginEvents } from '@adcontrol/domain/events/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { fetchReport } from './download-report';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe("a campaign's report file", () => {
  it("is asked with the tab's read position, so the figures a replica reads include what the tab wrote", async () => {
    sessionStore.set({ ...sessionStore.get(), authenticated: true, authToken: 'access' });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ events: [], count: 0 }), {
        headers: { 'content-type': 'application/json', 'x-write-lsn': '4/1C' },
      }),
    );
    await callEndpoint(listLoginEvents, { query: {} });
    fetchMock.mockResolvedValueOnce(new Response('pdf bytes'));
    const file = await fetchReport({
      id: 7,
      format: 'pdf',
      range: { start: '2026-11-01', end: '2026-11-27' },
      lang: 'es',
      dir: 'ltr',
    });

    expect(file.filename).toBe('campaign-7-2026-11-01-2026-11-27.pdf');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toMatch(/^\/api\/campaigns\/7\/report\/download\?/);
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer access');
    expect(headers.get('x-read-after-lsn')).toBe('4/1C');
  });
});
