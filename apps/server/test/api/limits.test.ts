import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { COUNT_LIMIT, MONEY_LIMIT, UNIT_PRICE_LIMIT } from '@adcontrol/domain/rules/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { uniqueName, validGeneral } from '../helpers/campaign-save-cases';
import { createAccount } from '../helpers/fixtures';

/**
 * Money and count fields past their database column (docs/decisions/046): a 400 naming the field and the
 * maximum, on PGlite and PostgreSQL alike, where a numeric overflow used to answer 500; the largest value saves
 * and reads back exactly.
 */
let testApp: TestApp;
let admin: Person;
let advertiserId = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = { id: (await createAccount(testApp.database.db, { role: 'admin' })).id, role: 'admin' };
  advertiserId = (await createAccount(testApp.database.db, { role: 'advertiser', country: 'CL' })).id;
});
afterAll(() => testApp.close());

const as = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: object) =>
  call(testApp, admin, method, path, body);

const save = (general: object) =>
  as('POST', '/campaigns', {
    timezone: 'America/Santiago',
    general: { ...validGeneral(uniqueName('Limits'), advertiserId), ...general },
    pushs: [{ title: 'Hola', subtitle: 'Ofertas', link: 'https://shop.example/cl' }],
  });

async function expectRefused(response: Awaited<ReturnType<typeof as>>, field: string, max: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
  expect(response.json().message).toBe(`${field}: must be at most ${max}`);
}

describe('money past its column', () => {
  it('refuses a budget of 1e12, naming the field and the maximum', async () => {
    await expectRefused(
      await save({ campaign_total_budget: 1e12 }),
      'general.campaign_total_budget',
      '999999999999.99',
    );
  });

  it('refuses a unit price of 1e12, naming the field and the maximum', async () => {
    await expectRefused(await save({ unit_price: 1e12 }), 'general.unit_price', '99999999.9999');
  });

  it('saves the largest budget and price and reads them back exactly', async () => {
    const saved = await save({ campaign_total_budget: MONEY_LIMIT.max, unit_price: UNIT_PRICE_LIMIT.max });
    expect(saved.statusCode, saved.body).toBe(201);
    const details = await as('GET', `/campaigns/${saved.json<Campaign>().id}/details`);
    expect(details.json<Campaign>().budget.total).toBe(999_999_999_999.99);
    expect(details.json<Campaign>().unitPrice).toBe(99_999_999.9999);
  });

  it('refuses a price so low that the budget would buy more impressions than a count holds', async () => {
    const response = await save({ campaign_total_budget: MONEY_LIMIT.max, unit_price: UNIT_PRICE_LIMIT.min });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'general.unit_price' });
    expect(response.json().message).toContain(String(COUNT_LIMIT.max));
  });

  it('refuses the same in a draft capping estimate and a suggested price', async () => {
    const estimate = await as(
      'GET',
      '/campaigns/cappign/2030-01-01/2030-01-31?model=CPM&budget=1e12&price=1',
    );
    await expectRefused(estimate, 'budget', '999999999999.99');
    const formula = await as('POST', '/campaigns/formula', {
      model: 'CPM',
      budget: 1e13,
      currency: 'CLP',
      country: 'CL',
    });
    await expectRefused(formula, 'budget', '999999999999.99');
  });
});

describe('counts and ids past their column', () => {
  it('refuses a capping past the largest count, naming it', async () => {
    const saved = await save({});
    expect(saved.statusCode, saved.body).toBe(201);
    const response = await as('PATCH', `/campaigns/${saved.json<Campaign>().id}/capping`, {
      capping: { impressions: 9e15, clicks: 0 },
      source: 'newton',
    });
    await expectRefused(response, 'capping.impressions', '1000000000000000');
  });

  it('answers 400 for an id past the integer column, in the path and in a body', async () => {
    await expectRefused(await as('GET', '/campaigns/3000000000/details'), 'id', '2147483647');
    await expectRefused(await save({ advertiser_id: 3e9 }), 'general.advertiser_id', '2147483647');
  });

  it('answers 400, never 500, for an id past the column wherever a request names one', async () => {
    const big = 3_000_000_000;
    const cases: [Awaited<ReturnType<typeof as>>, string][] = [
      [await as('PATCH', '/campaigns/status', { ids: [big], status: 'PAUSED' }), 'ids.0'],
      [await as('POST', '/campaigns/statistics', { campaigns: [big], groupBy: 'day' }), 'campaigns.0'],
      [await as('GET', `/payments?advertiserId=${big}`), 'advertiserId'],
      [await as('GET', `/payments/campaigns?advertiserId=${big}`), 'advertiserId'],
      [await as('GET', `/events/login?accountId=${big}`), 'accountId'],
      [await as('POST', `/campaigns/${big}/delivery/1/retry`), 'id'],
    ];
    for (const [response, field] of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field });
    }
  });
});
