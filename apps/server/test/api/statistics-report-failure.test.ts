import { downloadReport } from '@adcontrol/domain/statistics/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { createCampaignWithCreatives } from '../helpers/statistics-fixtures';

// The PDF renderer breaks (a font missing on a broken install, say): the client must get SPEC 8's message.
vi.mock('../../src/modules/statistics/report-pdf', () => ({
  reportPdf: () => Promise.reject(new Error('font file not found: Helvetica.afm')),
}));

let testApp: TestApp;
let admin: Person;
let campaignId: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  admin = { id: (await createAccount(db, { role: 'admin' })).id, role: 'admin' };
  const advertiser = await createAccount(db, { role: 'advertiser' });
  campaignId = (await createCampaignWithCreatives(db, advertiser.id)).id;
});
afterAll(() => testApp.close());

describe('a report that cannot be generated', () => {
  it("answers 500 with SPEC 8's message and nothing of the cause", async () => {
    const response = await request(testApp, admin, downloadReport, {
      params: { id: campaignId },
      query: { format: 'pdf' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Error trying to generate the report.',
      key: 'campaigns.reportFailed',
    });
    expect(response.body).not.toContain('Helvetica');
  });

  it('still answers the other format', async () => {
    const response = await request(testApp, admin, downloadReport, {
      params: { id: campaignId },
      query: { format: 'xlsx' },
    });
    expect(response.statusCode).toBe(200);
  });
});
