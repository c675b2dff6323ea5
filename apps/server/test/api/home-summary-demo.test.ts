import { getHomeSummary, type HomeSummaryResponse } from '@adcontrol/domain/home/contracts';
import { roundTo } from '@adcontrol/domain/rules/rounding';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { request } from '../helpers/request';
import { homeSummaryOnDemo, ROLES } from './home-summary-fixtures';

const home = homeSummaryOnDemo();
const { demo } = home;

/** The summary an admin reads while signed into `accountId`'s account: the token names both. */
async function impersonatedSummary(accountId: number, actingAccountId: number) {
  const settings = { secret: home.testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  const { role } = home.personOf(accountId);
  const token = await signAccessToken(settings, { accountId, role, actingAccountId });
  const response = await home.testApp.app.inject({
    method: 'GET',
    url: '/api/home/summary',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeSummaryResponse;
}

describe('GET /home/summary on the demo data', () => {
  it.each(ROLES)('gives the %s exactly the figures of its own scope', async (role) => {
    const expected = home.expected(demo[role]);
    expect(await home.summaryOf(demo[role])).toEqual(expected);
  });

  it('has something to show on every card for the demo people', () => {
    for (const role of ROLES) {
      const expected = home.expected(demo[role]);
      expect(expected.campaigns.inProgress, role).toBeGreaterThan(0);
      expect(expected.last30Days.impressions, role).toBeGreaterThan(0);
      expect(expected.spend.length, role).toBeGreaterThan(0);
      expect(expected.top.length, role).toBeGreaterThan(0);
    }
    const admin = home.expected(demo.admin);
    expect(admin.endingSoon).toHaveLength(5);
    expect(admin.spend.length).toBeGreaterThan(3);
    // Scopes differ, so equal answers above are not a coincidence.
    expect(home.expected(demo.seller).last30Days.impressions).toBeLessThan(admin.last30Days.impressions);
  });

  it('answers an impersonated session with the target’s scope, not the admin’s', async () => {
    const asSeller = await impersonatedSummary(demo.seller, demo.admin);
    expect(asSeller).toEqual(home.expected(demo.seller));
    expect(asSeller).not.toEqual(await home.summaryOf(demo.admin));
  });

  it('keeps spend within budget and shows CTR with 2 decimals', async () => {
    const summary = await home.summaryOf(demo.admin);
    for (const entry of summary.spend) {
      expect(entry.spent).toBeLessThanOrEqual(entry.budget);
      expect(entry.spentPercentage).toBeLessThanOrEqual(100);
    }
    for (const row of [summary.yesterday, summary.last30Days, ...summary.daily, ...summary.top]) {
      expect(Number.isFinite(row.ctr)).toBe(true);
      expect(roundTo(row.ctr, 2)).toBe(row.ctr);
    }
  });

  it('refuses analysts (403) and strangers (401)', async () => {
    const analyst = await request(home.testApp, home.personOf(demo.analyst), getHomeSummary);
    expect(analyst.statusCode).toBe(403);
    expect(analyst.failure()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const anonymous = await request(home.testApp, null, getHomeSummary);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.failure()).toMatchObject({ success: false });
  });
});
