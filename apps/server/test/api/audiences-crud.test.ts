import {
  countAudience,
  createAudience,
  deleteAudience,
  getAudience,
  listAudiences,
  updateAudience,
} from '@adcontrol/domain/audiences/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, audiences } from '../../src/db/schema';
import { createAudienceEngineHolder } from '../../src/modules/audiences/engine-holder';
import { countOwedSizes } from '../../src/modules/audiences/owed-sizes';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { branchPeople } from '../helpers/people';
import { request } from '../helpers/request';

/**
 * Saving, listing, changing and removing audiences, and whose audiences each role sees (docs/decisions/017):
 * the owner's scope as for accounts (docs/decisions/008), every audience for analysts and admins.
 */
let testApp: TestApp;
const people = {} as Record<
  'admin' | 'boss' | 'seller' | 'advertiser' | 'stranger' | 'manager' | 'analyst' | 'loner',
  Person
>;

const SANTIAGO = {
  geolocalization: {
    coordinates: [
      { type: 'point' as const, name: 'Santiago', center: { lat: -33.45, lng: -70.66 }, radio: 5_000 },
    ],
  },
};
const MEXICO = {
  geolocalization: { coordinates: [{ type: 'country' as const, countryCode: 'MX' as const }] },
};

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  const { db } = testApp.database;
  const { make, people: branch } = await branchPeople(db, 'MX');
  Object.assign(people, branch);
  people.manager = await make('country_manager', { country: 'AR' });
  people.analyst = await make('analyst');
  people.loner = await make('advertiser', { country: 'AR' });
});
afterAll(() => testApp.close());

async function save(who: Person, name: string, filters: object = SANTIAGO, options?: object) {
  const response = await request(testApp, who, createAudience, {
    body: {
      name,
      filters,
      ...(options ? { options } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST /audiences', () => {
  it('saves an audience for its owner, with the filters completed and no size while counts still load', async () => {
    const audience = await save(people.seller, 'Santiago runners');
    expect(audience).toMatchObject({
      name: 'Santiago runners',
      ownerId: people.seller.id,
      ownerName: expect.any(String),
      options: { ignoreMultiplier: false },
      size: null,
    });
    expect(audience.filters.geolocalization).toMatchObject({ residentes: false, defaultRadio: 100 });
    expect(audience.filters.devices).toMatchObject({ batteryMin: 0, batteryMax: 100 });
    const rows = await testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'audience'), eq(activityLog.entityId, audience._id)));
    expect(rows.map((row) => row.action)).toEqual(['audience.created']);
  });

  it('stores the count of the moment as its size once counts are ready', async () => {
    const counted = await request(testApp, people.seller, countAudience, { body: { filters: MEXICO } });
    const audience = await save(people.seller, 'All of Mexico', MEXICO);
    expect(audience.size).toBe(counted.json().count);
    expect(audience.size).toBeGreaterThan(0);
  });

  it('needs a location or point, naming the field', async () => {
    const response = await request(testApp, people.seller, createAudience, {
      body: {
        name: 'Nowhere',
        filters: { demographics: { genreMale: true } },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'filters.geolocalization.coordinates' });
  });

  it('needs a name of letters, spaces and numbers, naming the field', async () => {
    for (const name of ['', 'Runners!!']) {
      const response = await request(testApp, people.seller, createAudience, {
        body: { name, filters: SANTIAGO },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'name' });
    }
  });

  it('lets only admins switch the multiplier off (400 on options.ignoreMultiplier for anyone else)', async () => {
    const refused = await request(testApp, people.seller, createAudience, {
      body: {
        name: 'Raw panel',
        filters: SANTIAGO,
        options: { ignoreMultiplier: true },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'options.ignoreMultiplier',
      message: 'options.ignoreMultiplier: only admins can ignore the multiplier',
    });
    const saved = await save(people.admin, 'Raw panel', SANTIAGO, { ignoreMultiplier: true });
    expect(saved.options.ignoreMultiplier).toBe(true);
  });
});

describe('GET /audiences', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const name of ['Alpha fans', 'Beta fans', 'Gamma fans'])
      ids.push((await save(people.loner, name))._id);
  });

  it('lists newest first, with the total and paging', async () => {
    const first = (await request(testApp, people.loner, listAudiences, { query: { limit: 2 } })).json();
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item._id)).toEqual([ids[2], ids[1]]);
    const second = (
      await request(testApp, people.loner, listAudiences, { query: { limit: 2, page: 2 } })
    ).json();
    expect(second.items.map((item) => item._id)).toEqual([ids[0]]);
  });

  it('searches by name, ignoring letter case', async () => {
    const found = (await request(testApp, people.loner, listAudiences, { query: { search: 'BETA' } })).json();
    expect(found.items.map((item) => item.name)).toEqual(['Beta fans']);
    expect(found.total).toBe(1);
  });
});

describe('whose audiences a caller sees', () => {
  const owned = {} as Record<'boss' | 'seller' | 'advertiser' | 'stranger' | 'manager' | 'analyst', number>;
  beforeAll(async () => {
    for (const key of ['boss', 'seller', 'advertiser', 'stranger', 'manager', 'analyst'] as const) {
      owned[key] = (await save(people[key], `Scope of ${key}`))._id;
    }
  });

  async function visible(who: Person): Promise<string[]> {
    const list = (
      await request(testApp, who, listAudiences, { query: { search: 'Scope of', limit: 100 } })
    ).json();
    return list.items.map((item) => item.name.replace('Scope of ', '')).sort();
  }

  it('shows each role its own and its subtree, and admins and analysts every audience', async () => {
    expect(await visible(people.boss)).toEqual(['advertiser', 'boss', 'seller']);
    expect(await visible(people.seller)).toEqual(['advertiser', 'seller']);
    expect(await visible(people.advertiser)).toEqual(['advertiser']);
    expect(await visible(people.stranger)).toEqual(['stranger']);
    expect(await visible(people.manager)).toEqual(['manager']);
    const everyone = ['advertiser', 'analyst', 'boss', 'manager', 'seller', 'stranger'];
    expect(await visible(people.admin)).toEqual(everyone);
    expect(await visible(people.analyst)).toEqual(everyone);
  });

  it("answers 404 for another branch's audience on get, update, delete and export, as for a missing one", async () => {
    const id = owned.advertiser;
    for (const [method, path, payload] of [
      ['GET', `/audiences/${id}`, undefined],
      ['PATCH', `/audiences/${id}`, { name: 'Taken over' }],
      ['DELETE', `/audiences/${id}`, undefined],
      ['GET', `/audiences/${id}/export`, undefined],
    ] as const) {
      for (const who of [people.stranger, people.manager, people.loner]) {
        const response = await call(testApp, who, method, path, payload);
        expect(response.statusCode, `${who.role} ${method} ${path}`).toBe(404);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'NOT_FOUND',
          message: 'Audience not found',
        });
      }
      const missing = await call(testApp, people.admin, method, path.replace(String(id), '987654'), payload);
      expect(missing.statusCode).toBe(404);
    }
  });

  it('lets a super seller change its branch, and an analyst only its own (403 on the rest)', async () => {
    const changed = await request(testApp, people.boss, updateAudience, {
      params: { id: owned.advertiser },
      body: {
        name: 'Scope of advertiser',
      },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await request(testApp, people.analyst, updateAudience, {
      params: { id: owned.seller },
      body: {
        name: 'Mine now',
      },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await request(testApp, people.analyst, deleteAudience, { params: { id: owned.seller } })).statusCode,
    ).toBe(403);
    expect(
      (await request(testApp, people.analyst, getAudience, { params: { id: owned.seller } })).statusCode,
    ).toBe(200);
    const own = await request(testApp, people.analyst, updateAudience, {
      params: { id: owned.analyst },
      body: {
        name: 'Scope of analyst',
      },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('PATCH /audiences/:id', () => {
  it('changes the name alone, keeping filters and size', async () => {
    const audience = await save(people.seller, 'Before');
    const response = await request(testApp, people.seller, updateAudience, {
      params: { id: audience._id },
      body: {
        name: 'After',
      },
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json();
    expect(changed).toMatchObject({ _id: audience._id, name: 'After', size: audience.size });
    expect(changed.filters).toEqual(audience.filters);
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(audience.updatedAt));
  });

  it('recounts the size when the filters change', async () => {
    const audience = await save(people.seller, 'Growing', SANTIAGO);
    const response = await request(testApp, people.seller, updateAudience, {
      params: { id: audience._id },
      body: {
        filters: MEXICO,
      },
    });
    const counted = await request(testApp, people.seller, countAudience, { body: { filters: MEXICO } });
    expect(response.json().size).toBe(counted.json().count);
  });

  it('refuses new filters without a location, naming the field', async () => {
    const audience = await save(people.seller, 'Still placed');
    const response = await request(testApp, people.seller, updateAudience, {
      params: { id: audience._id },
      body: {
        filters: { demographics: { genreFemale: true } },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'filters.geolocalization.coordinates' });
  });

  it('lets a non-admin keep a stored multiplier choice, but not make it', async () => {
    const audience = await save(people.seller, 'Kept raw');
    const refused = await request(testApp, people.seller, updateAudience, {
      params: { id: audience._id },
      body: {
        options: { ignoreMultiplier: true },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'options.ignoreMultiplier' });
    await testApp.database.db
      .update(audiences)
      .set({ options: { ignoreMultiplier: true } })
      .where(eq(audiences.id, audience._id));
    const kept = await request(testApp, people.seller, updateAudience, {
      params: { id: audience._id },
      body: {
        name: 'Kept raw',
        options: { ignoreMultiplier: true },
      },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().options.ignoreMultiplier).toBe(true);
  });
});

describe('DELETE /audiences/:id', () => {
  it('removes the audience', async () => {
    const audience = await save(people.advertiser, 'Short lived');
    const response = await request(testApp, people.seller, deleteAudience, { params: { id: audience._id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Audience removed successfully' });
    expect(
      (await request(testApp, people.advertiser, getAudience, { params: { id: audience._id } })).statusCode,
    ).toBe(404);
  });
});

describe('audiences stored without a size', () => {
  it('are counted once the engine is ready, as the count call counts them', async () => {
    const { db } = testApp.database;
    const audience = await save(people.analyst, 'Counted later', MEXICO);
    await db.update(audiences).set({ size: null }).where(eq(audiences.id, audience._id));
    const stored = await request(testApp, people.analyst, getAudience, { params: { id: audience._id } });
    const engine = createAudienceEngineHolder(testApp.config, testApp.app.log);
    try {
      expect(await countOwedSizes(db, engine, testApp.app.log)).toBeGreaterThanOrEqual(1);
    } finally {
      await engine.close();
    }
    const counted = await request(testApp, people.analyst, countAudience, { body: { filters: MEXICO } });
    const listed = await request(testApp, people.analyst, getAudience, { params: { id: audience._id } });
    expect(listed.json().size).toBe(counted.json().count);
    // Counting is not an edit: the list's "updated" date stays the owner's.
    expect(listed.json().updatedAt).toBe(stored.json().updatedAt);
  });
});
