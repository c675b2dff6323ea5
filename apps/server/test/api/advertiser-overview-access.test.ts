import { getAdvertiserOverview } from '@adcontrol/domain/advertisers/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/callers';
import { request } from '../helpers/request';
import { accountsInScope } from '../helpers/scope-model';
import { LAST_30 } from './advertiser-overview-expected';
import { advertiserOverviewOnDemo } from './advertiser-overview-fixtures';

const overview = advertiserOverviewOnDemo();
const { demo } = overview;

describe('GET /advertisers/:id/overview on the demo data', () => {
  it('gives sellers, super sellers and country managers the advertisers of their scope and 404 for others', async () => {
    const advertisers = overview.rows.people.filter((row) => row.role === 'advertiser');
    for (const role of ['seller', 'super_seller', 'country_manager'] as const) {
      const scope = accountsInScope(overview.rows.people, overview.rows.links, demo[role].id);
      const inside = advertisers.filter((row) => scope.has(row.id));
      const outside = advertisers.find((row) => !scope.has(row.id));
      expect(inside.length, role).toBeGreaterThan(0);
      if (!outside) throw new Error(`every advertiser is in the ${role}'s scope`);
      const chosen = inside[inside.length - 1];
      if (!chosen) throw new Error('no advertiser');
      expect(await overview.of(demo[role], chosen.id)).toEqual(
        overview.expected(chosen.id, LAST_30.from, LAST_30.to),
      );
      const refused = await overview.call(demo[role], outside.id);
      expect(refused.statusCode, role).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers 404 for another advertiser, a missing id and an account that is not an advertiser', async () => {
    const other = overview.rows.people.find(
      (row) => row.role === 'advertiser' && row.id !== demo.advertiser.id,
    );
    if (!other) throw new Error('no other advertiser');
    expect((await overview.call(demo.advertiser, other.id)).statusCode).toBe(404);
    expect((await overview.call(demo.admin, 999_999)).statusCode).toBe(404);
    expect((await overview.call(demo.admin, demo.seller.id)).statusCode).toBe(404);
    expect((await overview.call(demo.super_seller, demo.seller.id)).statusCode).toBe(404);
  });

  it('refuses analysts (403) and anonymous callers (401)', async () => {
    expect((await overview.call(demo.analyst, demo.advertiser.id)).statusCode).toBe(403);
    expect(
      (await request(overview.testApp, null, getAdvertiserOverview, { params: { id: demo.advertiser.id } }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    ['?from=2026-03-10&to=2026-03-01', 'from'],
    ['?from=2026-03-10', 'from'],
    ['?to=2026-03-10', 'from'],
    ['?from=2026-02-30&to=2026-03-10', 'from'],
    ['?from=2026-03-01&to=tomorrow', 'to'],
    ['?from=2020-01-01&to=2026-03-10', 'from'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await call(
      overview.testApp,
      demo.admin,
      'GET',
      `/advertisers/${demo.advertiser.id}/overview${query}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field });
  });
});
