import type { Audience } from '@adcontrol/domain/audiences/audience';
import { countAudience, exportAudience, listAudiences } from '@adcontrol/domain/audiences/contracts';
import { describe, expect, it } from 'vitest';
import { demoAppAt } from '../helpers/demo-app';
import { request } from '../helpers/request';

/** The demo's audiences answer through the contract, and every role with the Audience menu has some to see. */
const demoApp = demoAppAt(new Date('2026-03-18T15:30:00Z'), { AUDIENCE_DEFAULT_DEVICES: '30000' });
const { demo } = demoApp;

describe('the demo audiences', () => {
  for (const role of ['admin', 'analyst', 'country_manager', 'seller', 'super_seller'] as const) {
    it(`lists some for the demo ${role}, each one its own or of its scope`, async () => {
      const response = await request(demoApp.testApp, demo[role], listAudiences, { query: { limit: 100 } });
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json();
      expect(list.total).toBeGreaterThan(0);
      expect(list.items.some((item) => item.ownerId === demo[role].id)).toBe(true);
    });
  }

  it('count and export like any other audience', async () => {
    const list = (
      await request(demoApp.testApp, demo.admin, listAudiences, { query: { limit: 100 } })
    ).json();
    let reached = 0;
    for (const audience of list.items.slice(0, 20)) {
      const counted = await request(demoApp.testApp, demo.admin, countAudience, {
        body: { filters: audience.filters },
      });
      expect(counted.statusCode).toBe(200);
      if (counted.json().count > 0) reached += 1;
    }
    // A small panel: narrow audiences (a town, one age band, an app) may reach none of its devices.
    expect(reached).toBeGreaterThan(5);
    const first = list.items[0] as Audience;
    const exported = await request(demoApp.testApp, demo.admin, exportAudience, {
      params: { id: first._id },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('\r\nDevice ID\r\n');
  });
});
