import { describe, expect, it } from 'vitest';
import { stubDownloads } from '../../../test/read-position';
import { fetchReport } from './download-report';

const { fetchMock, afterWrite, download } = stubDownloads();

describe("a campaign's report file", () => {
  it("is asked with the tab's read position, so the figures a replica reads include what the tab wrote", async () => {
    await afterWrite('4/1C');
    fetchMock.mockResolvedValueOnce(new Response('pdf bytes'));
    const file = await fetchReport({
      id: 7,
      format: 'pdf',
      range: { start: '2026-11-01', end: '2026-11-27' },
      lang: 'es',
      dir: 'ltr',
    });

    expect(file.filename).toBe('campaign-7-2026-11-01-2026-11-27.pdf');
    const { url, headers } = download();
    expect(url).toMatch(/^\/api\/campaigns\/7\/report\/download\?/);
    expect(headers.get('authorization')).toBe('Bearer access');
    expect(headers.get('x-read-after-lsn')).toBe('4/1C');
  });
});
