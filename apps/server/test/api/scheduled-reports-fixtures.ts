import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import {
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
} from '@adcontrol/domain/scheduled-reports/contracts';
import { afterAll, beforeAll } from 'vitest';
import { campaigns } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { peopleToFill } from '../helpers/people';
import { request } from '../helpers/request';
import { runScheduler, sentReports } from '../helpers/scheduled-reports';
import { createCampaignWithCreatives, insertStatistics } from '../helpers/statistics-fixtures';

type StatisticsCampaign = Awaited<ReturnType<typeof createCampaignWithCreatives>>;

/**
 * Scheduled e-mail reports (docs/decisions/040): a seller, its advertiser with two campaigns running through
 * every period the tests' clocks fall in, and an advertiser of nobody's branch with one. It registers the file's
 * `beforeAll` and `afterAll`; the people and campaigns are filled in place once they ran.
 */
export function scheduledReports() {
  const reports = {
    testApp: undefined as unknown as TestApp,
    ...peopleToFill('seller', 'advertiser', 'stranger'),
    campaign: {} as StatisticsCampaign,
    second: {} as StatisticsCampaign,
    strangerCampaign: {} as StatisticsCampaign,

    schedule: (who: Person, body: RequestOf<typeof createReportSchedule>['body']) =>
      request(reports.testApp, who, createReportSchedule, { body }),

    mine: async (who: Person) => (await request(reports.testApp, who, listReportSchedules)).json().items,

    unschedule: (who: Person, id: RequestOf<typeof deleteReportSchedule>['params']['id']) =>
      request(reports.testApp, who, deleteReportSchedule, { params: { id } }),

    /** One scheduler round at `now`, as an instance of the app runs it. */
    round: (now: Date) => runScheduler(reports.testApp.database.db, reports.testApp.config, now),

    /** Every scheduled report the app has e-mailed so far. */
    outbox: () => sentReports(reports.testApp.config),

    /** Delivery on the period's first day, so the report of that period shows it. */
    async deliveredIn(period: { start: string }, campaignId: number, banner: number, impressions: number) {
      await insertStatistics(reports.testApp.database.db, [
        { date: period.start, campaignId, creativeId: banner, source: 'newton', impressions, clicks: 10 },
      ]);
    },
  };

  beforeAll(async () => {
    reports.testApp = await buildTestApp();
    const { db } = reports.testApp.database;
    const sellerRow = await createAccount(db, { role: 'seller', email: 'seller@example.test' });
    Object.assign(reports.seller, { id: sellerRow.id, role: 'seller' });
    const advertiserRow = await createAccount(db, { role: 'advertiser', parentId: sellerRow.id });
    Object.assign(reports.advertiser, { id: advertiserRow.id, role: 'advertiser' });
    const strangerRow = await createAccount(db, { role: 'advertiser' });
    Object.assign(reports.stranger, { id: strangerRow.id, role: 'advertiser' });
    Object.assign(
      reports.campaign,
      await createCampaignWithCreatives(db, advertiserRow.id, 'Invierno Peñalolén'),
    );
    Object.assign(reports.second, await createCampaignWithCreatives(db, advertiserRow.id, 'Verano Ñuñoa'));
    Object.assign(reports.strangerCampaign, await createCampaignWithCreatives(db, strangerRow.id));
    // They run through every period the tests' clocks fall in.
    await db
      .update(campaigns)
      .set({ startDate: new Date('2020-01-01T03:00:00Z'), endDate: new Date('2040-01-01T03:00:00Z') });
  });
  afterAll(() => reports.testApp.close());

  return reports;
}
