import { countAudience, createAudience } from '@adcontrol/domain/audiences/contracts';
import { unitPriceFormula } from '@adcontrol/domain/campaigns/draft-contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import type { ForecastResponse } from '@adcontrol/domain/simulator/contracts';
import { forecastCampaign, simulatorUnitPrice } from '@adcontrol/domain/simulator/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * The simulator's forecast on the seeded demo history (docs/decisions/036): every figure must come from the
 * delivery of similar campaigns, with a range around it, and say what it was based on.
 */
let testApp: TestApp;
const people = {} as Record<'admin' | 'advertiser' | 'analyst' | 'stranger', Person>;
const today = networkDay(new Date());

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type ForecastBody = RequestOf<typeof forecastCampaign>['body'];

/** A 30-day push campaign bought by the click in Chile, starting next week. */
const pushCpc: ForecastBody = {
  country: 'CL',
  format: 'push',
  model: 'CPC',
  budget: 3_000_000,
  unitPrice: 200,
  startDate: addDays(today, 7),
  endDate: addDays(today, 36),
};

async function forecastOf(who: Person, body: ForecastBody): Promise<ForecastResponse> {
  const response = await request(testApp, who, forecastCampaign, { body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function expectOrdered(range: { low: number; expected: number; high: number }) {
  expect(range.low).toBeLessThanOrEqual(range.expected);
  expect(range.expected).toBeLessThanOrEqual(range.high);
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  const { db } = testApp.database;
  await seedDemoData(testApp.database, { now: new Date() });
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const rows = await db
    .select({ id: accounts.id, role: accounts.role })
    .from(accounts)
    .where(inArray(accounts.email, emails));
  for (const role of ['admin', 'advertiser', 'analyst'] as const) {
    const row = rows.find((candidate) => candidate.role === role);
    if (!row) throw new Error(`no demo ${role}`);
    people[role] = { id: row.id, role };
  }
  people.stranger = { id: (await createAccount(db, { role: 'advertiser' })).id, role: 'advertiser' };
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('POST /simulator/forecast', () => {
  it('forecasts from similar campaigns delivered before today, with ranges and a daily curve', async () => {
    const result = await forecastOf(people.advertiser, pushCpc);

    expect(result.currency).toBe('CLP');
    expect(result.days).toBe(30);
    expect(result.basis.tier).not.toBe('rules');
    expect(result.basis.peers).toBeGreaterThanOrEqual(result.basis.minimumPeers);
    expect(result.basis.period?.to.localeCompare(today)).toBe(-1);
    // A click campaign buys budget ÷ price clicks, and delivers about them; it is never billed past its budget.
    expect(result.goal.clicks).toBe(15_000);
    expect(result.clicks.expected).toBeGreaterThan(15_000 * 0.8);
    expect(result.clicks.expected).toBeLessThan(15_000 * 1.2);
    for (const figure of [result.impressions, result.clicks, result.ctr, result.spend]) expectOrdered(figure);
    expect(result.spend.high).toBeLessThanOrEqual(pushCpc.budget);
    expect(result.clicks.expected / result.impressions.expected).toBeCloseTo(result.ctr.expected / 100, 3);

    expect(result.daily).toHaveLength(30);
    expect(result.daily[0]?.date).toBe(pushCpc.startDate);
    expect(result.daily.at(-1)?.date).toBe(pushCpc.endDate);
    const summed = result.daily.reduce((sum, day) => sum + day.expected, 0);
    expect(Math.abs(summed - result.impressions.expected)).toBeLessThanOrEqual(30);
    for (const day of result.daily) expectOrdered(day);
  });

  it("learns each format's click-through rate: push notifications are clicked more than banners", async () => {
    const push = await forecastOf(people.admin, { ...pushCpc, model: 'CPM' });
    const banner = await forecastOf(people.admin, { ...pushCpc, model: 'CPM', format: 'banner' });
    expect(push.basis.ctr).toBeGreaterThan(banner.basis.ctr);
    expect(push.clicks.expected).toBeGreaterThan(banner.clicks.expected);
    // Bought by the thousand: the same budget and price buy the same impressions whatever the format.
    expect(push.goal.impressions).toBe(15_000_000);
    expect(banner.goal.impressions).toBe(15_000_000);
  });

  it('scales with the budget: twice the budget, twice the goal and the expected delivery', async () => {
    const once = await forecastOf(people.admin, pushCpc);
    const twice = await forecastOf(people.admin, { ...pushCpc, budget: pushCpc.budget * 2 });
    expect(twice.goal.clicks).toBe(once.goal.clicks * 2);
    expect(twice.clicks.expected).toBeCloseTo(once.clicks.expected * 2, -1);
    expect(twice.basis).toEqual(once.basis);
  });

  it('answers every role, analysts included, and nobody signed out', async () => {
    await forecastOf(people.analyst, pushCpc);
    const anonymous = await request(testApp, null, forecastCampaign, { body: pushCpc });
    expect(anonymous.statusCode).toBe(401);
  });

  it("bounds reach by the caller's audience, and answers 404 for another account's", async () => {
    const saved = await request(testApp, people.advertiser, createAudience, {
      body: {
        name: 'Chile forecast',
        filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const audienceId = saved.json()._id as number;

    const counted = await request(testApp, people.advertiser, countAudience, {
      body: {
        filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
      },
    });
    const devices = counted.json().count as number;
    const fits = await forecastOf(people.advertiser, { ...pushCpc, audienceId });
    expect(fits.basis.audience).toEqual({ id: audienceId, name: 'Chile forecast', devices, limits: false });
    expect(fits.reach?.high).toBeLessThanOrEqual(devices);

    // Two million clicks need more devices than Chile has: delivery stops when the audience is used up.
    const huge = { ...pushCpc, budget: 400_000_000 };
    const bounded = await forecastOf(people.advertiser, { ...huge, audienceId });
    expect(bounded.basis.audience?.limits).toBe(true);
    expect(bounded.reach?.expected).toBe(devices);
    const unbounded = await forecastOf(people.advertiser, huge);
    expect(unbounded.reach?.expected).toBeGreaterThan(devices);
    expect(bounded.impressions.expected).toBeLessThan(unbounded.impressions.expected);

    const other = await request(testApp, people.stranger, forecastCampaign, {
      body: {
        ...pushCpc,
        audienceId,
      },
    });
    expect(other.statusCode).toBe(404);
    const missing = await request(testApp, people.advertiser, forecastCampaign, {
      body: {
        ...pushCpc,
        audienceId: 999_999,
      },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const backwards = await request(testApp, people.admin, forecastCampaign, {
      body: {
        ...pushCpc,
        endDate: addDays(pushCpc.startDate, -1),
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.failure().message).toContain('endDate');
    const free = await request(testApp, people.admin, forecastCampaign, { body: { ...pushCpc, budget: 0 } });
    expect(free.statusCode).toBe(400);
    expect(free.failure().message).toContain('budget');
    const endless = await request(testApp, people.admin, forecastCampaign, {
      body: {
        ...pushCpc,
        endDate: addDays(pushCpc.startDate, 400),
      },
    });
    expect(endless.statusCode).toBe(400);
  });
});

describe('POST /simulator/unit-price', () => {
  it('gives every role the price the campaign formula suggests, in the country currency', async () => {
    const body = { country: 'AR', model: 'CPM', budget: 500_000 } as const;
    const formula = await request(testApp, people.admin, unitPriceFormula, {
      body: {
        ...body,
        currency: 'ARS',
      },
    });
    const simulated = await request(testApp, people.analyst, simulatorUnitPrice, { body });
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(simulated.json()).toEqual({ price: formula.json().price, currency: 'ARS' });
  });
});
