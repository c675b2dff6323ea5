import { Writable } from 'node:stream';
import { countAudience } from '@adcontrol/domain/audiences/contracts';
import { updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { linkNewton } from '@adcontrol/domain/campaigns/delivery-contracts';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryOutbox } from '../../src/db/schema';
import type { DeliveryServer, DeliveryServers } from '../../src/modules/delivery/delivery-server';
import { deliverDue } from '../../src/modules/delivery/outbox';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { type BranchRole, createFlightCampaign, deliveryBranch } from '../helpers/delivery';
import { request } from '../helpers/request';

/**
 * Prometheus metrics at /metrics (docs/decisions/066): only with the token, counted by route pattern and
 * status, with the outbox's backlog per delivery server read at scrape time; and the id of the request that
 * queued a change, kept with it and logged when the change is delivered.
 */
const TOKEN = 'metrics-token-for-the-tests';
let testApp: TestApp;
let people: Record<BranchRole, Person>;
let audienceId: number;

beforeAll(async () => {
  testApp = await buildTestApp({ METRICS_TOKEN: TOKEN, AUDIENCE_DEFAULT_DEVICES: '100' });
  ({ people, audienceId } = await deliveryBranch(testApp));
});
afterAll(() => testApp.close());

const scrape = (authorization?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one sample of the scrape, e.g. `adcontrol_outbox_pending{server="newton"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics with METRICS_TOKEN', () => {
  it('answers 401 without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer not-the-metrics-token', TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('counts requests by route pattern and status, and shows the outbox, the jobs and the process', async () => {
    const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
    const linked = await request(testApp, people.admin, linkNewton, {
      params: { id: campaign.id },
      body: {},
    });
    expect(linked.statusCode, linked.body).toBe(200);
    for (let i = 0; i < 2; i += 1) await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    await request(testApp, people.seller, countAudience, {
      body: { filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } } },
    });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(
      sample(text, 'adcontrol_http_requests_total{method="GET",route="/api/health/live",status="200"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'adcontrol_http_requests_total{method="POST",route="/api/campaigns/:id/link/newton",status="200"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(`/api/campaigns/${campaign.id}/link`);
    expect(
      sample(
        text,
        'adcontrol_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}',
      ),
    ).toBe(2);

    const queued = await testApp.database.db
      .select()
      .from(deliveryOutbox)
      .where(eq(deliveryOutbox.server, 'newton'));
    expect(queued.length).toBeGreaterThan(0);
    expect(sample(text, 'adcontrol_outbox_pending{server="newton"}')).toBe(queued.length);
    expect(sample(text, 'adcontrol_outbox_pending{server="sinew"}')).toBe(0);
    expect(sample(text, 'adcontrol_outbox_oldest_pending_seconds{server="newton"}')).toBeGreaterThanOrEqual(
      0,
    );
    expect(sample(text, 'adcontrol_outbox_oldest_pending_seconds{server="sinew"}')).toBe(0);
    expect(sample(text, 'adcontrol_outbox_dead_letter{server="newton"}')).toBe(0);

    expect(sample(text, 'adcontrol_database_up')).toBe(1);
    expect(sample(text, `adcontrol_database_info{driver="${testApp.database.driver}"}`)).toBe(1);
    // A PostgreSQL pool shows its connections; the embedded database has none to show.
    const poolTotal = sample(text, 'adcontrol_database_pool_connections{state="total"}');
    if (testApp.database.driver === 'postgres') expect(poolTotal).toBeGreaterThan(0);
    else expect(text).not.toContain('adcontrol_database_pool');
    expect(sample(text, 'adcontrol_job_runs_total{job_name="delivery-outbox"}')).toBe(0);
    expect(sample(text, 'adcontrol_job_failures_total{job_name="scheduled-reports"}')).toBe(0);
    expect(
      sample(text, 'adcontrol_audience_count_duration_seconds_count{counter="bitmap-engine"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});

describe('the request id of an outbox change', () => {
  const accepting: DeliveryServer = {
    name: 'newton',
    link: async () => {},
    unlink: async () => {},
    setCreativeStatus: async () => {},
    setCapping: async () => {},
    setOptimisation: async () => {},
    setCampaignStatus: async () => {},
    creatives: async () => [],
    statistics: async () => ({ cursor: 0, rows: [], breakdowns: [] }),
  };
  const servers: DeliveryServers = { newton: accepting, sinew: { ...accepting, name: 'sinew' } };

  it('is stored with the change the request queued and logged when the worker delivers it', async () => {
    const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
    await request(testApp, people.admin, linkNewton, { params: { id: campaign.id }, body: {} });
    const paused = await request(testApp, people.seller, updateCampaignStatus, {
      params: { id: campaign.id },
      body: { status: 'PAUSED' },
      headers: { 'x-request-id': 'pause-of-the-metrics-test' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.headers['x-request-id']).toBe('pause-of-the-metrics-test');

    const rows = await testApp.database.db
      .select()
      .from(deliveryOutbox)
      .where(eq(deliveryOutbox.campaignId, campaign.id))
      .orderBy(asc(deliveryOutbox.id));
    const pause = rows.find((row) => row.change.type === 'campaignStatus');
    expect(pause?.requestId).toBe('pause-of-the-metrics-test');
    expect(rows.every((row) => typeof row.requestId === 'string' && row.requestId.length > 0)).toBe(true);

    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    for (let round = 0; round < 5; round += 1) {
      await deliverDue(testApp.database.db, servers, { baseMs: 1, maxMs: 1 }, new Date(), pino({}, sink));
    }
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'delivery change confirmed',
        campaignId: campaign.id,
        server: 'newton',
        type: 'campaignStatus',
        requestId: 'pause-of-the-metrics-test',
      }),
    );
  });
});

describe('/metrics on a listener of its own', () => {
  let internal: TestApp;
  beforeAll(async () => {
    internal = await buildTestApp({ METRICS_PORT: '0' });
  });
  afterAll(() => internal.close());

  it('serves the scrape on METRICS_PORT at loopback, and answers 404 on the public listener', async () => {
    const address = internal.app.metricsAddress();
    expect(address?.address).toBe('127.0.0.1');
    const response = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('adcontrol_database_up 1');
    const other = await fetch(`http://127.0.0.1:${address?.port}/api/health`);
    expect(other.status).toBe(404);

    const publicScrape = await internal.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicScrape.statusCode).toBe(404);
  });
});
