import { getClientConfig } from '@adcontrol/domain/system/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { request } from '../helpers/request';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function clientConfig(env: Record<string, string>) {
  testApp = await buildTestApp(env);
  const response = await request(testApp, null, getClientConfig);
  return { status: response.statusCode, body: response.json() };
}

describe('GET /client-config', () => {
  it('tells a signed-out browser the environment and the support form of the deployment', async () => {
    const { status, body } = await clientConfig({
      APP_ENV: 'staging',
      SUPPORT_URL: 'https://support.example.test/form',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      environment: 'staging',
      isProduction: false,
      supportUrl: 'https://support.example.test/form',
      mapTileUrl: null,
    });
  });

  it('hands the audience map a configured tile server instead of the offline base map', async () => {
    const { body } = await clientConfig({ MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png' });
    expect(body).toMatchObject({ mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' });
  });

  it('marks production, so the app shows no staging label there', async () => {
    const { body } = await clientConfig({ APP_ENV: 'production' });
    expect(body).toMatchObject({ environment: 'production', isProduction: true });
  });
});
