import { ENDPOINTS } from '@adcontrol/domain/contract/endpoints';
import type { Role } from '@adcontrol/domain/shared/enums';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

/**
 * Who may call what, written once, independently of the contract: every declared endpoint has a row, and
 * every row is checked for every role, an anonymous caller and an impersonated session. A new endpoint
 * without a row fails; a contract or guard that drifts from this table fails.
 *
 * who: `public`, or the role codes that pass the gate — A admin, V advertiser, S seller, SS super seller,
 * CM country manager, AN analyst. built: the handler exists (otherwise the gate is followed by a 501).
 */
const ALL = 'A V S SS CM AN';
const WRITERS = 'A V S SS CM';
const MANAGERS = 'A S SS CM';
const AUDIENCE = 'A V S SS CM AN';

const MATRIX: Record<string, readonly [who: string, built: boolean]> = {
  'system.health': ['public', true],
  'system.clientConfig': ['public', true],
  'auth.signIn': ['public', true],
  'auth.signUp': ['public', true],
  'auth.confirm': ['public', true],
  'auth.forgotPassword': ['public', true],
  'auth.resetPassword': ['public', true],
  'auth.refreshToken': ['public', true],
  'auth.signOut': ['public', true],
  'auth.signIntoAccount': ['A SS CM', true],
  'accounts.list': [MANAGERS, true],
  'accounts.get': [ALL, true],
  'accounts.advertisersRaw': [ALL, true],
  'accounts.children': [ALL, true],
  'accounts.companies': [ALL, true],
  'accounts.search': [MANAGERS, true],
  'accounts.create': [MANAGERS, true],
  'accounts.createAdvertiser': [MANAGERS, true],
  'accounts.update': [MANAGERS, true],
  'accounts.updateMe': [ALL, true],
  'accounts.uploadAvatar': [ALL, true],
  'accounts.delete': [MANAGERS, true],
  'campaigns.countries': [ALL, true],
  'events.login': ['A', true],
  'activity.list': ['A', true],
  'activity.facets': ['A', true],
  'activity.export': ['A', true],
  'home.summary': ['A V S SS CM', true],
  'advertisers.overview': ['A V S SS CM', true],
  'reportSchedules.create': [ALL, true],
  'reportSchedules.list': [ALL, true],
  'reportSchedules.update': [ALL, true],
  'reportSchedules.delete': [ALL, true],
  'reportSchedules.send': [ALL, true],
  'simulator.forecast': [ALL, true],
  'simulator.unitPrice': [ALL, true],
  'audiences.list': [AUDIENCE, true],
  'audiences.get': [AUDIENCE, true],
  'audiences.create': [AUDIENCE, true],
  'audiences.update': [AUDIENCE, true],
  'audiences.delete': [AUDIENCE, true],
  'audiences.count': [AUDIENCE, true],
  'audiences.countPublic': ['public', true],
  'audiences.carriers': [AUDIENCE, true],
  'audiences.carriersPublic': ['public', true],
  'audiences.devices': [AUDIENCE, true],
  'audiences.devicesPublic': ['public', true],
  'playstore.apps': [AUDIENCE, true],
  'playstore.appsPublic': ['public', true],
  'places.search': [AUDIENCE, true],
  'places.searchPublic': ['public', true],
  'places.reverse': [AUDIENCE, true],
  'places.reversePublic': ['public', true],
  'places.within': [AUDIENCE, true],
  'places.withinPublic': ['public', true],
  'audiences.coordinateSheet': [AUDIENCE, true],
  'audiences.coordinateSheetPublic': ['public', true],
  'audiences.export': [AUDIENCE, true],
  'campaigns.list': [ALL, true],
  'campaigns.mine': [ALL, true],
  'campaigns.ofAdvertiser': [ALL, true],
  'campaigns.programmatics': ['A S CM', true],
  'programmatics.updateStatus': ['A S CM', true],
  'programmatics.statistics': ['A S CM', true],
  'campaigns.save': [WRITERS, true],
  'campaigns.delete': [WRITERS, true],
  'campaigns.updateStatus': [WRITERS, true],
  'campaigns.updateStatuses': [WRITERS, true],
  'campaigns.duplicate': [WRITERS, true],
  'campaigns.details': [ALL, true],
  'campaigns.creatives': [ALL, true],
  'campaigns.creativesSinew': ['A SS', true],
  'campaigns.previewCreatives': [ALL, true],
  'campaigns.tags': [ALL, true],
  'campaigns.vastTag': [ALL, true],
  'campaigns.formula': [WRITERS, true],
  'campaigns.cappingEstimate': [WRITERS, true],
  'campaigns.nameAvailable': [WRITERS, true],
  'campaigns.linkedNotification': ['A SS', true],
  'campaigns.uploadOdt': [WRITERS, true],
  'campaigns.uploadFile': [WRITERS, true],
  'campaigns.uploadVideo': [WRITERS, true],
  'campaigns.updateCapping': ['A', true],
  'campaigns.updateSource': ['A', true],
  'campaigns.updateEmpower': ['A', true],
  'campaigns.updateOptimized': ['A', true],
  'campaigns.updateOptimizationThreshold': ['A', true],
  'campaigns.updateDataInfo': ['A', true],
  'campaigns.link': ['A SS', true],
  'campaigns.linkSinew': ['A SS', true],
  'campaigns.unlinkSinew': ['A SS', true],
  'campaigns.linkNewton': ['A SS', true],
  'campaigns.unlinkNewton': ['A SS', true],
  'campaigns.deliveryState': ['A SS', true],
  'campaigns.retryDeliveryChange': ['A', true],
  'campaigns.dropDeliveryChange': ['A', true],
  'campaigns.consumption': ['A', true],
  'campaigns.showApps': ['A', true],
  'campaigns.typeReports': ['A', true],
  'creatives.update': [WRITERS, true],
  'creatives.updateStatus': [WRITERS, true],
  'creatives.previewPush': [ALL, true],
  'creatives.previewVideo': [ALL, true],
  'creatives.previewBanner': [ALL, true],
  'creatives.previewInterstitial': [ALL, true],
  'creatives.form': [ALL, true],
  'creatives.addOptimized': ['A', true],
  'creatives.supportOptimized': ['A', true],
  'creatives.updateOptimizedHtml': ['A', true],
  'creatives.generateSupport': ['A', true],
  'creatives.addPretargeting': ['A', true],
  'statistics.campaigns': [ALL, true],
  'statistics.range': [ALL, true],
  'statistics.reports': [ALL, true],
  'statistics.quartiles': [ALL, true],
  'statistics.scopes': [ALL, true],
  'statistics.countryReport': [ALL, true],
  'statistics.appsReport': [ALL, true],
  'statistics.download': [ALL, true],
  'expenses.report': [MANAGERS, true],
  'expenses.download': [MANAGERS, true],
  'expenses.setRates': ['A', true],
  'payments.list': [WRITERS, true],
  'payments.create': [WRITERS, true],
  'payments.review': ['A', true],
  'payments.proof': [WRITERS, true],
  'payments.campaigns': [WRITERS, true],
  'paymentMethods.list': [WRITERS, true],
  'paymentMethods.create': ['A', true],
  'paymentMethods.update': ['A', true],
  'presentations.create': ['A', true],
  'presentations.get': ['A', true],
  'presentations.list': ['A', true],
  'presentations.download': ['A', true],
};

const CODES: Record<string, Role> = {
  A: 'admin',
  V: 'advertiser',
  S: 'seller',
  SS: 'super_seller',
  CM: 'country_manager',
  AN: 'analyst',
};

type Caller = Role | 'anonymous' | 'impersonated';
const CALLERS: readonly Caller[] = [...Object.values(CODES), 'anonymous', 'impersonated'];

/** What a caller meets at an endpoint: turned away at the gate, told it is not built, or let through. */
function expected(row: readonly [string, boolean], caller: Caller): 401 | 403 | 501 | 'through' {
  const [who, built] = row;
  const passed = built ? 'through' : 501;
  if (who === 'public') return passed;
  if (caller === 'anonymous') return 401;
  const role = caller === 'impersonated' ? 'seller' : caller;
  const allowed = who.split(' ').map((code) => CODES[code]);
  return allowed.includes(role) ? passed : 403;
}

function outcome(status: number): 401 | 403 | 501 | 'through' | number {
  if (status === 401 || status === 403 || status === 501) return status;
  return status < 500 ? 'through' : status;
}

let testApp: TestApp;
const tokens = new Map<Caller, string>();

beforeAll(async () => {
  testApp = await buildTestApp();
  const settings = { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  const admin = await createAccount(testApp.database.db, { role: 'admin' });
  for (const role of Object.values(CODES)) {
    const country = role === 'country_manager' ? 'AR' : null;
    const account = role === 'admin' ? admin : await createAccount(testApp.database.db, { role, country });
    tokens.set(role, await signAccessToken(settings, { accountId: account.id, role, actingAccountId: null }));
  }
  const impersonated = await createAccount(testApp.database.db, { role: 'seller' });
  tokens.set(
    'impersonated',
    await signAccessToken(settings, {
      accountId: impersonated.id,
      role: 'seller',
      actingAccountId: admin.id,
    }),
  );
});
afterAll(() => testApp.close());

/** A request that reaches the handler without changing anything: a missing id and an empty body. */
function probe(method: string, path: string, caller: Caller): InjectOptions {
  const url = `/api${path.replace(/:id/g, '999999').replace(/:n/g, '0').replace(/:a|:b/g, '2026-01-01')}`;
  const token = tokens.get(caller);
  return {
    method: method as InjectOptions['method'],
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
}

describe('the permission matrix', () => {
  it('has a row for every declared endpoint, and no row for one that is not declared', () => {
    const declared = ENDPOINTS.map((endpoint) => endpoint.operationId).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(declared);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} meets every caller as the table says`, async () => {
      const row = MATRIX[endpoint.operationId];
      if (!row) throw new Error(`no row for ${endpoint.operationId}`);
      const results: Record<string, unknown> = {};
      const wanted: Record<string, unknown> = {};
      for (const caller of CALLERS) {
        const response = await testApp.app.inject(probe(endpoint.method, endpoint.path, caller));
        results[caller] = outcome(response.statusCode);
        wanted[caller] = expected(row, caller);
      }
      expect(results).toEqual(wanted);
    });
  }
});

/**
 * Another subtree's account, asked for by id (ARCHITECTURE 6, docs/decisions/008): every caller that passes
 * the gate but does not hold the account in its scope meets 404, exactly as for an id that does not exist.
 * The callers are the table's own: a seller, super seller and advertiser of no branch, a country manager of
 * AR, an analyst; the stranger is an advertiser of an MX seller's branch. Admin goes last: it may delete.
 */
const FOREIGN: Record<
  string,
  { method: InjectOptions['method']; path: string; payload?: object; who: Record<Caller, number> }
> = {
  'accounts.get': {
    method: 'GET',
    path: '/accounts/:id',
    who: {
      seller: 404,
      super_seller: 404,
      country_manager: 404,
      advertiser: 404,
      analyst: 404,
      impersonated: 404,
      anonymous: 401,
      admin: 200,
    },
  },
  'auth.signIntoAccount': {
    method: 'GET',
    path: '/auth/sign-into-account/:id',
    who: {
      seller: 403,
      super_seller: 404,
      country_manager: 404,
      advertiser: 403,
      analyst: 403,
      impersonated: 403,
      anonymous: 401,
      admin: 200,
    },
  },
  'accounts.update': {
    method: 'PATCH',
    path: '/accounts/:id',
    payload: { company: 'Taken over' },
    who: {
      seller: 404,
      super_seller: 404,
      country_manager: 404,
      advertiser: 403,
      analyst: 403,
      impersonated: 404,
      anonymous: 401,
      admin: 200,
    },
  },
  'accounts.delete': {
    method: 'DELETE',
    path: '/accounts/:id',
    who: {
      seller: 404,
      super_seller: 404,
      country_manager: 404,
      advertiser: 403,
      analyst: 403,
      impersonated: 404,
      anonymous: 401,
      admin: 200,
    },
  },
};

describe('objects of another subtree', () => {
  let strangerId = 0;
  beforeAll(async () => {
    const { db } = testApp.database;
    const boss = await createAccount(db, { role: 'super_seller', country: 'MX' });
    const seller = await createAccount(db, { role: 'seller', country: 'MX', parentId: boss.id });
    strangerId = (await createAccount(db, { role: 'advertiser', country: 'MX', parentId: seller.id })).id;
  });

  it('every built endpoint taking an account id has a row here', () => {
    const withAccountId = ENDPOINTS.filter(
      (endpoint) =>
        endpoint.path.includes(':id') &&
        (endpoint.operationId.startsWith('accounts.') || endpoint.operationId.startsWith('auth.')),
    ).map((endpoint) => endpoint.operationId);
    expect(Object.keys(FOREIGN).sort()).toEqual(withAccountId.sort());
  });

  for (const [operationId, { method, path, payload, who }] of Object.entries(FOREIGN)) {
    it(`${operationId} answers as if the stranger did not exist`, async () => {
      const callers = [...CALLERS.filter((caller) => caller !== 'admin'), 'admin' as const];
      const results: Record<string, number> = {};
      for (const caller of callers) {
        const token = tokens.get(caller);
        const response = await testApp.app.inject({
          method,
          url: `/api${path.replace(':id', String(strangerId))}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(payload ? { payload } : {}),
        });
        results[caller] = response.statusCode;
      }
      expect(results).toEqual(who);
    });
  }
});
