import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@adcontrol/domain/activity/vocabulary';
import { ENDPOINTS } from '@adcontrol/domain/contract/endpoints';
import { desc, gt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { headersOf, type Person } from '../helpers/callers';
import { createFlightCampaign, deliveryBranch } from '../helpers/delivery';
import { MUTATION_CASES, NOT_BUILT, NOT_CHANGES } from '../helpers/mutation-cases';
import type { CaseTools, CaseWorld, Sender } from '../helpers/mutation-cases/case-tools';

/**
 * Issue 11: every change anyone makes is in the activity log. Every endpoint that is not a GET either has a case
 * here that performs it and finds its row (entity, id, action, who, on whose behalf, from which address), or is
 * listed as changing nothing, with the reason. A new endpoint that is neither fails the first test.
 */
let testApp: TestApp;
let world: CaseWorld;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  const { people, audienceId } = await deliveryBranch(testApp);
  const png = await sharp({ create: { width: 320, height: 50, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png]), 'support.png');
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: '/api/campaigns/file',
    headers: await headersOf(testApp, people.admin),
    payload: form as unknown as InjectOptions['payload'],
  });
  const answer = uploaded.json();
  world = { testApp, people, audienceId, imageUrl: (Array.isArray(answer) ? answer[0] : answer).url };
});
afterAll(() => testApp.close());

const pathPattern = (path: string) => new RegExp(`^/api${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);

async function headersFor(who: Sender): Promise<Record<string, string>> {
  if (!who || 'id' in who) return headersOf(testApp, who);
  const settings = { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  const token = await signAccessToken(settings, {
    accountId: who.as.id,
    role: who.as.role,
    actingAccountId: who.actingFor.id,
  });
  return { authorization: `Bearer ${token}` };
}

async function lastLogId(): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: activityLog.id })
    .from(activityLog)
    .orderBy(desc(activityLog.id))
    .limit(1);
  return row?.id ?? 0;
}

interface SentChange {
  url: string;
  method: string;
  sender: Sender;
  ip: string;
  since: number;
}

let addressSequence = 0;

/** The tools a case gets; `sent` holds the one change it made, for the checks that follow. */
function toolsFor(sent: SentChange[]): CaseTools {
  const inject = async (who: Sender, method: string, path: string, body?: object | FormData) =>
    testApp.app.inject({
      method: method as InjectOptions['method'],
      url: `/api${path}`,
      headers: { ...(await headersFor(who)) },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  const sendAs: CaseTools['sendAs'] = async (who, method, path, body) => {
    const ip = `203.0.113.${(++addressSequence % 250) + 1}`;
    const since = await lastLogId();
    const response = await testApp.app.inject({
      method: method as InjectOptions['method'],
      url: `/api${path}`,
      headers: { ...(await headersFor(who)), 'x-forwarded-for': ip },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
    sent.push({ url: `/api${path}`, method, sender: who, ip, since });
    return response;
  };
  return {
    world,
    sendAs,
    send: (method, path, body) => sendAs(world.people.admin, method, path, body),
    campaign: () =>
      createFlightCampaign(testApp, world.people.seller, world.people.advertiser.id, world.audienceId),
    async setup(method, path, body) {
      const response = await inject(world.people.admin, method, path, body);
      expect(response.statusCode, `set-up ${method} ${path}: ${response.body}`).toBeLessThan(300);
      return response;
    },
  };
}

const who = (sender: Sender): { accountId: number | null; actingAccountId: number | null } => {
  if (sender === null) return { accountId: null, actingAccountId: null };
  if ('id' in sender) return { accountId: (sender as Person).id, actingAccountId: null };
  return { accountId: sender.as.id, actingAccountId: sender.actingFor.id };
};

describe('the activity log is complete', () => {
  it('knows every endpoint that is not a GET: recorded by a case, or listed as changing nothing', () => {
    const writes = ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET').map((e) => e.operationId);
    const known = new Set([...Object.keys(MUTATION_CASES), ...Object.keys(NOT_CHANGES), ...NOT_BUILT]);
    const forgotten = writes.filter((operationId) => !known.has(operationId));
    expect(forgotten, 'add a case to test/helpers/mutation-cases.ts, or a reason it changes nothing').toEqual(
      [],
    );
    const declared = new Set(ENDPOINTS.map((endpoint) => endpoint.operationId));
    expect([...known].filter((operationId) => !declared.has(operationId))).toEqual([]);
  });

  for (const operationId of NOT_BUILT) {
    it(`${operationId} is not built yet (once it is, it needs a case)`, async () => {
      const endpoint = ENDPOINTS.find((e) => e.operationId === operationId);
      const url = `/api${endpoint?.path.replace(/:[a-zA-Z]+/g, '1')}`;
      const response = await testApp.app.inject({
        method: endpoint?.method as InjectOptions['method'],
        url,
        headers: await headersOf(testApp, world.people.admin),
      });
      expect(response.statusCode).toBe(501);
    });
  }

  for (const [operationId, run] of Object.entries(MUTATION_CASES)) {
    it(`${operationId} leaves its row, naming who, for whom and from where`, async () => {
      const endpoint = ENDPOINTS.find((e) => e.operationId === operationId);
      if (!endpoint) throw new Error(`${operationId} is not a declared endpoint`);
      const sent: SentChange[] = [];
      const expected = await run(toolsFor(sent));
      expect(sent, 'a case sends exactly one change').toHaveLength(1);
      const [change] = sent as [SentChange];
      expect(change.method).toBe(endpoint.method);
      expect(change.url).toMatch(pathPattern(endpoint.path));

      const rows = await testApp.database.db
        .select()
        .from(activityLog)
        .where(gt(activityLog.id, change.since));
      const sender = who(change.sender);
      // The screen has words for every object and action in every language: a new one is added to the list.
      for (const row of rows) {
        expect(ACTIVITY_ENTITIES, 'add it to ACTIVITY_ENTITIES and its words').toContain(row.entityType);
        expect(ACTIVITY_ACTIONS, 'add it to ACTIVITY_ACTIONS and its words').toContain(row.action);
      }
      expect(rows).toContainEqual(
        expect.objectContaining({
          entityType: expected.entityType,
          entityId: expected.entityId,
          action: expected.action,
          accountId: expected.accountId ?? sender.accountId,
          actingAccountId: expected.actingAccountId ?? sender.actingAccountId,
          ip: change.ip,
        }),
      );
    });
  }
});
