import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import { setConsumption, setShowApps, setTypeReports } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { BodyOf } from '@adcontrol/domain/contract/define-endpoint';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import {
  appsReport,
  type CampaignStatisticsResponse,
  campaignStatistics,
  countryReport,
  quartiles,
  scopes,
} from '@adcontrol/domain/statistics/contracts';
import { failure, fake, mockApi, type Route } from './app';

export function makeCreative(id: number, name: string, format: Creative['format']): Creative {
  return {
    id,
    campaignId: 17,
    format,
    name,
    deliveryRule: false,
    checkedClickTag: false,
    isOptimizated: false,
    status: 0,
    vast: false,
  };
}

/** A CPM campaign that ran through February 2026 (network days 01/02 to 28/02), a banner and a video. */
export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 17,
    name: 'Lácteos del Sur Verano',
    comments: null,
    clientId: null,
    advertiserId: 30,
    advertiserName: 'Lácteos del Sur',
    sellerId: 20,
    sellerName: 'Martina Rojas',
    country: 'CL',
    currency: 'CLP',
    timezone: 'America/Santiago',
    premium: false,
    purchaseModel: 'CPM',
    campaignType: 'STANDARD',
    format: 'mixed',
    product: null,
    startDate: '2026-02-01T03:00:00.000Z',
    endDate: '2026-03-01T02:59:59.999Z',
    status: 'DELIVERING',
    displayStatus: 'finished',
    source: null,
    empower: false,
    budget: { total: 1_500_000, usd: 1_580 },
    unitPrice: 2_500,
    conversionRate: null,
    capping: {
      currency: 'CLP',
      impressions: 30_000,
      clicks: 600,
      empower: false,
      newton: { impressions: 18_000, clicks: 360 },
      sinew: { impressions: 12_000, clicks: 240 },
    },
    cappingInfo: null,
    dataInfo: null,
    target: { impressions: 600_000, clicks: 12_000 },
    linked: { newton: true, sinew: true },
    optimizationWeight: null,
    optimizationThreshold: null,
    enableOptimized: false,
    reportSettings: { consumption: true, showApps: true, typeReports: true },
    creatives: [makeCreative(101, 'Banner verano', 'banner'), makeCreative(102, 'Video verano', 'video')],
    ...overrides,
  };
}

const point = (
  date: string,
  impressions: number,
  clicks: number,
  key: { bannerId?: number; source?: string } = {},
) => ({
  date,
  campaignId: null,
  bannerId: key.bannerId ?? null,
  source: key.source ?? null,
  impressions,
  clicks,
  ctr: impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0,
});

const gender = {
  clicksMale: 700,
  clicksFemale: 900,
  impressionsMale: 50_000,
  impressionsFemale: 40_000,
  ctrMale: 1.4,
  ctrFemale: 2.25,
};
const ageGender = [
  { ageRange: '18-24', impressions: 30_000, clicks: 900, ctr: 3 },
  { ageRange: '25-34', impressions: 45_000, clicks: 450, ctr: 1 },
  { ageRange: '55-65', impressions: 0, clicks: 0, ctr: 0 },
];

/** Statistics of a range: two days of delivery, the 2nd and the 3rd, whatever the range asked. */
export function statisticsOf(
  body: BodyOf<typeof campaignStatistics>,
  delivered = { impressions: 120_000, clicks: 2_400 },
): CampaignStatisticsResponse {
  const totals = {
    ...delivered,
    ctr: delivered.impressions ? (delivered.clicks / delivered.impressions) * 100 : 0,
  };
  const empty = { points: [], totals, gender: { ...gender, ...zeroGender(delivered) }, ageGender };
  if (delivered.impressions === 0) return empty;
  const first = body.date.start;
  const second = nextDay(first);
  const byGroup: Record<string, ReturnType<typeof point>[]> = {
    campaign: [],
    day: [point(first, 70_000, 1_400), point(second, 50_000, 1_000)],
    creative: [
      point(first, 50_000, 1_000, { bannerId: 101 }),
      point(second, 30_000, 600, { bannerId: 101 }),
      point(first, 20_000, 400, { bannerId: 102 }),
      point(second, 20_000, 400, { bannerId: 102 }),
    ],
    source: [
      point(first, 90_000, 2_000, { source: 'newton' }),
      point(first, 30_000, 400, { source: 'sinew' }),
    ],
  };
  return { ...empty, points: byGroup[body.groupBy] ?? [] };
}

function zeroGender(delivered: { impressions: number }) {
  return delivered.impressions === 0
    ? { clicksMale: 0, clicksFemale: 0, impressionsMale: 0, impressionsFemale: 0, ctrMale: 0, ctrFemale: 0 }
    : {};
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The detail's API for campaign 17; any other id answers 404, as another account's campaign does. */
export function fakeDetailApi({
  campaign = makeCampaign(),
  delivered,
  routes = [],
}: {
  campaign?: Campaign;
  delivered?: { impressions: number; clicks: number };
  /** A test's own routes, answering before the page's defaults. */
  routes?: Route[];
} = {}) {
  let settings = campaign.reportSettings;
  const setting =
    (name: keyof typeof settings) =>
    ({ body }: { body: { value: boolean } }) => {
      settings = { ...settings, [name]: body.value };
      return settings;
    };
  return mockApi(
    ...routes,
    fake(getCampaignDetails, ({ params }) =>
      params.id === campaign.id
        ? { ...campaign, reportSettings: settings }
        : failure(404, 'NOT_FOUND', 'Campaign not found'),
    ),
    fake(campaignStatistics, ({ body }) => statisticsOf(body, delivered)),
    fake(countryReport, () => [
      { country: 'CL', region: 'Santiago Metropolitan', impressions: 90_000, clicks: 1_900, ctr: 2.11 },
      { country: 'CL', region: 'Valparaíso', impressions: 30_000, clicks: 500, ctr: 1.67 },
    ]),
    fake(appsReport, () => [
      { app: 'com.example.news', name: 'Noticias Hoy', impressions: 80_000, clicks: 1_600, ctr: 2 },
      { app: 'com.example.game', name: '', impressions: 40_000, clicks: 800, ctr: 2 },
    ]),
    fake(quartiles, () => [
      {
        campaignId: 17,
        bannerId: 102,
        start: 40_000,
        firstQuartile: 30_000,
        midpoint: 22_000,
        thirdQuartile: 15_000,
        complete: 10_000,
        completionRate: 25,
      },
    ]),
    fake(scopes, ({ body }) => [{ campaignId: 17, reach: 48_250, asOf: body.asOf ?? null, frequency: 2.49 }]),
    fake(setConsumption, setting('consumption')),
    fake(setShowApps, setting('showApps')),
    fake(setTypeReports, setting('typeReports')),
  );
}
