import { health } from '@adcontrol/domain/system/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { request } from '../helpers/request';

/** The health answer lists each background job with its counts (docs/decisions/061). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

it('lists every background job with its counts, none of them run behind a test', async () => {
  const response = await request(testApp, null, health);
  const { jobs } = response.json();
  expect(jobs?.map((job) => job.name).sort()).toEqual([
    'delivery-outbox',
    'delivery-statistics',
    'exchange-sync',
    'presentations',
    'presentations-prune',
    'scheduled-reports',
  ]);
  expect(jobs?.find((job) => job.name === 'scheduled-reports')).toEqual({
    name: 'scheduled-reports',
    intervalMs: 60_000,
    runs: 0,
    failures: 0,
    consecutiveFailures: 0,
    lastSuccessAt: null,
    lastDurationMs: null,
    isRunning: false,
  });
});
