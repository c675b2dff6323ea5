import { carrier } from '@adcontrol/domain/audiences/audience';
import { createPaymentRequest } from '@adcontrol/domain/payments/contracts';
import { searchPlaces } from '@adcontrol/domain/places/contracts';
import { searchPlaystoreApps } from '@adcontrol/domain/playstore/contracts';
import { issueMessage } from '@adcontrol/domain/shared/issue-message';
import { message } from '@adcontrol/domain/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * Lists the screens build as text (countries, package names) are refused with words that say what a list
 * looks like, not the general "the format is not valid", in the reader's language.
 */
let testApp: TestApp;
let analyst: Person;

beforeAll(async () => {
  testApp = await buildTestApp();
  analyst = { id: (await createAccount(testApp.database.db, { role: 'analyst' })).id, role: 'analyst' };
});
afterAll(() => testApp.close());

describe('a refused list field', () => {
  it('names the countries field and says what country codes look like', async () => {
    const response = await request(testApp, analyst, searchPlaces, {
      query: { search: 'san', countries: 'ARG;BRA' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.failure()).toMatchObject({ field: 'countries', key: 'validation.countryCodes' });
    expect(message('validation.countryCodes', 'es')).toContain('códigos de país');
  });

  it('names the packages field and says what package names look like', async () => {
    const response = await request(testApp, analyst, searchPlaystoreApps, {
      query: { term: '', packages: 'com.example.app, not a package!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.failure()).toMatchObject({ field: 'packages', key: 'validation.packageNames' });
  });

  it('words a payment without campaigns and a carrier with a wrong code', () => {
    const payment = createPaymentRequest.shape.campaignIds.safeParse('');
    expect(payment.success).toBe(false);
    expect(issueMessage(payment.error?.issues[0] ?? { code: '' })).toEqual({ key: 'validation.campaignIds' });
    const operator = carrier.safeParse({ name: 'Claro', mcc: '72', mnc: '310' });
    expect(operator.error?.issues.map((issue) => [issue.path.join('.'), issueMessage(issue).key])).toEqual([
      ['mcc', 'validation.carrierCode'],
    ]);
  });

  it('still accepts well-formed lists', async () => {
    const places = await request(testApp, analyst, searchPlaces, {
      query: { search: 'san', countries: 'ar, BR' },
    });
    expect(places.statusCode).toBe(200);
    const apps = await request(testApp, analyst, searchPlaystoreApps, {
      query: { term: '', packages: 'com.whatsapp,com.spotify.music' },
    });
    expect(apps.statusCode).toBe(200);
  });
});
