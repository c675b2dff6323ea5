import type { HomeSummary } from '@adcontrol/domain/home/summary';
import { CAMPAIGN_STATUSES } from '@adcontrol/domain/shared/enum-values';

const noStatuses = Object.fromEntries(
  CAMPAIGN_STATUSES.map((status) => [status, 0]),
) as HomeSummary['campaigns']['inProgressByStatus'];

/** Thirty network days ending 2026-03-17, each with its own figures so a test can tell them apart. */
function thirtyDays(): HomeSummary['daily'] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 1, 16 + index)).toISOString().slice(0, 10);
    const impressions = 100_000 + index * 1_000;
    const clicks = 1_000 + index * 10;
    return { date, impressions, clicks, ctr: 1 };
  });
}

/** A Home summary as the server answers it, shaped like the demo admin's. */
export function makeSummary(overrides: Partial<HomeSummary> = {}): HomeSummary {
  return {
    asOf: '2026-03-17',
    generatedAt: '2026-03-18T13:00:00.000Z',
    campaigns: {
      total: 200,
      awaiting: 51,
      inProgress: 71,
      finished: 78,
      inProgressByStatus: { ...noStatuses, DELIVERING: 57, PAUSED: 14 },
    },
    yesterday: { from: '2026-03-17', to: '2026-03-17', impressions: 6_464_409, clicks: 73_055, ctr: 1.13 },
    last30Days: {
      from: '2026-02-16',
      to: '2026-03-17',
      impressions: 163_473_247,
      clicks: 1_871_879,
      ctr: 1.15,
    },
    previous30Days: {
      from: '2026-01-17',
      to: '2026-02-15',
      impressions: 120_393_601,
      clicks: 1_368_586,
      ctr: 1.14,
    },
    daily: thirtyDays(),
    spend: [
      { currency: 'ARS', campaigns: 11, budget: 127_150_000, spent: 43_525_359, spentPercentage: 34.2 },
      { currency: 'USD', campaigns: 1, budget: 30_500, spent: 25_212.75, spentPercentage: 82.7 },
    ],
    endingSoon: [
      {
        id: 145,
        name: 'Harbor Academy Coding Bootcamp',
        advertiser: { id: 131, company: 'Harbor Academy', name: 'Harbor Academy' },
        endDate: '2026-03-20T02:59:59.000Z',
        progress: { metric: 'clicks', delivered: 3_080, target: 3_929, percentage: 78.4 },
      },
    ],
    top: [
      {
        id: 86,
        name: 'Harbor Airlines Caribbean Packages',
        advertiser: { id: 132, company: 'Harbor Airlines', name: 'Harbor Airlines' },
        impressions: 24_265_984,
        clicks: 67_750,
        ctr: 0.28,
      },
    ],
    ...overrides,
  };
}

/** A scope with no campaign at all: a new advertiser's. */
export function emptySummary(): HomeSummary {
  const zero = { impressions: 0, clicks: 0, ctr: 0 };
  return makeSummary({
    campaigns: { total: 0, awaiting: 0, inProgress: 0, finished: 0, inProgressByStatus: noStatuses },
    yesterday: { ...zero, from: '2026-03-17', to: '2026-03-17' },
    last30Days: { ...zero, from: '2026-02-16', to: '2026-03-17' },
    previous30Days: { ...zero, from: '2026-01-17', to: '2026-02-15' },
    daily: thirtyDays().map((day) => ({ ...day, ...zero })),
    spend: [],
    endingSoon: [],
    top: [],
  });
}
