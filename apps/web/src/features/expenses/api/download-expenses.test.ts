import { listLoginEvents } from '@adcontrol/domain/events/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { fetchExpenses } from './download-expenses';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('the expense workbook download', () => {
  it("sends the session's token and the tab's read position, so a replica answers with what the tab wrote", async () => {
    sessionStore.set({ ...sessionStore.get(), authenticated: true, authToken: 'access' });
    // A write's answer names its WAL position (docs/decisions/070); the download that follows must read after it.
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ events: [], count: 0 }), {
        headers: { 'content-type': 'application/json', 'x-write-lsn': '3/A0' },
      }),
    );
    await callEndpoint(listLoginEvents, { query: {} });
    fetchMock.mockResolvedValueOnce(
      new Response('workbook bytes', {
        headers: { 'content-disposition': 'attachment; filename="expenses.xlsx"', 'content-length': '14' },
      }),
    );
    const progress = vi.fn();
    const file = await fetchExpenses(
      { from: '2026-11-01', to: '2026-11-27', groupBy: 'advertiser', lang: 'en' },
      progress,
    );

    expect(file.filename).toBe('expenses.xlsx');
    expect(await file.blob.text()).toBe('workbook bytes');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toMatch(/^\/api\/reports\/expenses\/xlsx\?/);
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer access');
    expect(headers.get('x-read-after-lsn')).toBe('3/A0');
  });
});
