import type { Account } from '@adcontrol/domain/accounts/account';
import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { getAdvertiserOverview } from '@adcontrol/domain/advertisers/contracts';
import type { AdvertiserOverview } from '@adcontrol/domain/advertisers/overview';
import { failure, fake, mockApi, type Route } from './app';
import { makeAccount } from './fixtures';

export const lacteos = makeAccount({
  id: 30,
  role: 'advertiser',
  firstName: 'Diego',
  lastName: 'Muñoz',
  company: 'Lácteos del Sur',
  email: 'diego@lacteos.test',
});
export const andina = makeAccount({
  id: 31,
  role: 'advertiser',
  firstName: 'Paula',
  lastName: 'Ríos',
  company: 'Andina Seguros',
  email: 'paula@andina.test',
});

/** Each day of the range, two days of delivery at the start, zeros after. */
function dailyOf(from: string, to: string) {
  const days: AdvertiserOverview['daily'] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const index = days.length;
    const impressions = index === 0 ? 70_000 : index === 1 ? 50_000 : 0;
    const clicks = index === 0 ? 1_400 : index === 1 ? 1_000 : 0;
    days.push({ date: day, impressions, clicks, ctr: impressions ? (clicks / impressions) * 100 : 0 });
  }
  return days;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Lácteos del Sur over the asked days: two campaigns in two currencies, three creatives. */
export function makeOverview(from: string, to: string, account: Account = lacteos): AdvertiserOverview {
  return {
    advertiser: { id: account.id, company: account.company, name: account.company ?? account.email },
    from,
    to,
    generatedAt: '2026-03-18T15:30:00.000Z',
    totals: { impressions: 120_000, clicks: 2_400, ctr: 2 },
    reach: 48_250,
    daily: dailyOf(from, to),
    spend: [
      {
        currency: 'CLP',
        campaigns: 1,
        budget: 1_500_000,
        spent: 300_000,
        left: 1_200_000,
        spentPercentage: 20,
        spentInPeriod: 120_000,
      },
      {
        currency: 'USD',
        campaigns: 1,
        budget: 2_000,
        spent: 2_000,
        left: 0,
        spentPercentage: 100,
        spentInPeriod: 350,
      },
    ],
    campaigns: [
      {
        id: 17,
        name: 'Lácteos Verano',
        status: 'DELIVERING',
        displayStatus: 'in progress',
        startDate: '2026-03-01T03:00:00.000Z',
        endDate: '2026-04-01T02:59:59.999Z',
        purchaseModel: 'CPM',
        currency: 'CLP',
        budget: 1_500_000,
        spent: 300_000,
        progress: { metric: 'impressions', delivered: 120_000, target: 600_000, percentage: 20 },
        impressions: 100_000,
        clicks: 2_000,
        ctr: 2,
        reach: 40_000,
      },
      {
        id: 18,
        name: 'Lácteos Export',
        status: 'COMPLETED',
        displayStatus: 'finished',
        startDate: '2026-02-01T03:00:00.000Z',
        endDate: '2026-03-10T02:59:59.999Z',
        purchaseModel: 'CPC',
        currency: 'USD',
        budget: 2_000,
        spent: 2_000,
        progress: { metric: 'clicks', delivered: 4_400, target: 4_000, percentage: 110 },
        impressions: 20_000,
        clicks: 400,
        ctr: 2,
        reach: 8_250,
      },
    ],
    bestCreatives: [
      {
        id: 101,
        name: 'Banner verano',
        format: 'banner',
        campaignId: 17,
        campaignName: 'Lácteos Verano',
        impressions: 50_000,
        clicks: 1_500,
        ctr: 3,
      },
      {
        id: 201,
        name: 'Video export',
        format: 'video',
        campaignId: 18,
        campaignName: 'Lácteos Export',
        impressions: 20_000,
        clicks: 400,
        ctr: 2,
      },
    ],
    minImpressions: 1_000,
  };
}

export function emptyOverview(from: string, to: string): AdvertiserOverview {
  return {
    ...makeOverview(from, to, andina),
    totals: { impressions: 0, clicks: 0, ctr: 0 },
    reach: 0,
    daily: dailyOf(from, to).map((day) => ({ ...day, impressions: 0, clicks: 0, ctr: 0 })),
    spend: [],
    campaigns: [],
    bestCreatives: [],
  };
}

/**
 * The page's API: Lácteos del Sur has campaigns, Andina Seguros none in any days; any other id answers 404, as
 * an advertiser outside the caller's scope does. The chooser lists both. A test's own routes answer first.
 */
export function fakeAdvertiserApi(...overrides: Route[]) {
  return mockApi(
    ...overrides,
    fake(listAdvertisersRaw, () => [lacteos, andina]),
    fake(getAdvertiserOverview, ({ params, query }) => {
      const from = query.from ?? '';
      const to = query.to ?? '';
      if (params.id === lacteos.id) return makeOverview(from, to);
      if (params.id === andina.id) return emptyOverview(from, to);
      return failure(404, 'NOT_FOUND', 'Advertiser not found');
    }),
  );
}
