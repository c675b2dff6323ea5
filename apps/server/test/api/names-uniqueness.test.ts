import { createAudience, updateAudience } from '@adcontrol/domain/audiences/contracts';
import { createCampaign } from '@adcontrol/domain/campaigns/contracts';
import { checkCampaignName } from '@adcontrol/domain/campaigns/draft-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { validGeneral } from '../helpers/campaign-save-cases';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * Campaign names (everyone's) and audience names (each owner's) are unique with case, accents and repeated or
 * surrounding spaces aside (docs/decisions/046), on PGlite and PostgreSQL; names are stored with single spaces.
 */
let testApp: TestApp;
let seller: Person;
let other: Person;
let advertiserId = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  const { db } = testApp.database;
  seller = { id: (await createAccount(db, { role: 'seller', country: 'CL' })).id, role: 'seller' };
  other = { id: (await createAccount(db, { role: 'seller', country: 'CL' })).id, role: 'seller' };
  advertiserId = (await createAccount(db, { role: 'advertiser', country: 'CL', parentId: seller.id })).id;
});
afterAll(() => testApp.close());

const saveCampaign = (name: string) =>
  request(testApp, seller, createCampaign, {
    body: {
      timezone: 'America/Santiago',
      general: validGeneral(name, advertiserId),
      pushs: [{ title: 'Hola', subtitle: 'Ofertas', link: 'https://shop.example/cl' }],
    },
  });

const saveAudience = (who: Person, name: string) =>
  request(testApp, who, createAudience, {
    body: {
      name,
      filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
    },
  });

describe('campaign names', () => {
  it('stores a name with single spaces, and refuses the same name in other case, accents or spacing', async () => {
    const saved = await saveCampaign('H5  Case Name');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().name).toBe('H5 Case Name');
    for (const name of ['h5 case name', '  H5 Case   Name ', 'H5 Cäse Namé']) {
      const again = await saveCampaign(name);
      expect(again.statusCode, name).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Campaign already exists',
        field: 'general.campaign_name',
      });
    }
  });

  it('tells the wizard a name is taken in any case, accents or spacing', async () => {
    expect((await saveCampaign('Promoción Verano')).statusCode).toBe(201);
    const available = await request(testApp, seller, checkCampaignName, {
      query: { name: 'promocion  verano' },
    });
    expect(available.json()).toEqual({ available: false });
  });
});

describe('audience names', () => {
  it("refuses an owner's second audience of the same name, case, accents and spaces aside", async () => {
    const first = await saveAudience(seller, 'Mujeres  Santiago');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().name).toBe('Mujeres Santiago');
    const again = await saveAudience(seller, 'mujeres santiágo');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', field: 'name' });
  });

  it('lets another owner use the name', async () => {
    expect((await saveAudience(other, 'Mujeres Santiago')).statusCode).toBe(201);
  });

  it('refuses renaming an audience to a name the owner already has', async () => {
    const second = await saveAudience(seller, 'Hombres Santiago');
    const renamed = await request(testApp, seller, updateAudience, {
      params: { id: second.json()._id },
      body: {
        name: 'MUJERES SANTIAGO',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(409);
    const same = await request(testApp, seller, updateAudience, {
      params: { id: second.json()._id },
      body: {
        name: 'hombres  santiago',
      },
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});
