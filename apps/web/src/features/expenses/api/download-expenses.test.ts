import { describe, expect, it, vi } from 'vitest';
import { stubDownloads } from '../../../test/read-position';
import { fetchExpenses } from './download-expenses';

const { fetchMock, afterWrite, download } = stubDownloads();

describe('the expense workbook download', () => {
  it("sends the session's token and the tab's read position, so a replica answers with what the tab wrote", async () => {
    await afterWrite('3/A0');
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
    const { url, headers } = download();
    expect(url).toMatch(/^\/api\/reports\/expenses\/xlsx\?/);
    expect(headers.get('authorization')).toBe('Bearer access');
    expect(headers.get('x-read-after-lsn')).toBe('3/A0');
  });
});
