import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParamNames } from './define-endpoint';
import { ENDPOINTS } from './endpoints';

/**
 * Every call of SPEC section 7, transcribed as written there (a leading slash added where SPEC omits it), in
 * SPEC's order. The three "plus unauthenticated variant" calls name no path in SPEC; theirs are ours.
 */
const SPEC_CALLS: readonly (readonly [string, string])[] = [
  ['POST', '/auth/sign-in'],
  ['POST', '/auth/sign-up'],
  ['GET', '/auth/sign-into-account/{id}'],
  ['POST', '/auth/forgot-password'],
  ['POST', '/auth/reset-password'],
  ['POST', '/auth/refresh-token'],
  ['PATCH', '/accounts/me'],
  ['PATCH', '/accounts/{id}'],
  ['GET', '/accounts'],
  ['GET', '/accounts/{id}'],
  ['GET', '/accounts/childrens'],
  ['GET', '/accounts/adv/raw'],
  ['GET', '/accounts/companies'],
  ['DELETE', '/accounts/{id}'],
  ['POST', '/accounts/advertisers'],
  ['POST', '/accounts'],
  ['GET', '/accounts/search'],
  ['GET', '/campaigns/countries'],
  ['GET', '/audiences'],
  ['GET', '/audiences/{id}'],
  ['POST', '/audiences'],
  ['PATCH', '/audiences/{id}'],
  ['DELETE', '/audiences/{id}'],
  ['POST', '/audiences/count'],
  ['POST', '/audiences/count/unauthenticated'],
  ['GET', '/audiences/carrier'],
  ['GET', '/audiences/carrier/unauthenticated'],
  ['GET', '/audiences/device'],
  ['GET', '/audiences/device/unauthenticated'],
  ['GET', '/playstore/apps'],
  ['GET', '/playstore/apps/unauthenticated'],
  ['GET', '/campaigns'],
  ['GET', '/campaigns/mine'],
  ['GET', '/campaigns/of/{id}'],
  ['POST', '/campaigns/reports'],
  ['GET', '/campaigns/{id}/creatives'],
  ['GET', '/campaigns/{id}/creatives/sinew'],
  ['GET', '/campaigns/tags'],
  ['GET', '/campaigns/vastTag'],
  ['PATCH', '/creatives'],
  ['DELETE', '/campaigns/{id}'],
  ['POST', '/campaigns'],
  ['PATCH', '/campaigns/{id}/status'],
  ['POST', '/campaigns/linked/notification'],
  ['POST', '/campaigns/{id}/duplicate'],
  ['GET', '/campaigns/{id}/details'],
  ['POST', '/campaigns/formula'],
  ['POST', '/creatives/preview/push'],
  ['POST', '/creatives/preview-video'],
  ['POST', '/creatives/preview/banner/{n}'],
  ['POST', '/creatives/preview/interstitial/{n}'],
  ['GET', '/campaigns/{id}/preview/creatives'],
  ['PATCH', '/campaigns/{id}/capping'],
  ['PATCH', '/campaigns/{id}/source'],
  ['GET', '/campaigns/programmatics'],
  ['POST', '/campaigns/cuartiles'],
  ['GET', '/campaigns/country/report/{id}'],
  ['GET', '/campaigns/apps/report/{id}'],
  ['GET', '/creatives/form/{a}/{b}'],
  ['POST', '/campaigns/scopes'],
  ['PATCH', '/campaigns/{id}/empower'],
  ['POST', '/campaigns/{id}/link/sinew'],
  ['POST', '/campaigns/{id}/unlink/sinew'],
  ['GET', '/campaigns/cappign/{a}/{b}'],
  ['POST', '/campaigns/consumption/{id}'],
  ['POST', '/campaigns/showApps/{id}'],
  ['POST', '/campaigns/typeReports/{id}'],
  ['POST', '/campaigns/odt'],
  ['POST', '/campaigns/file'],
  ['POST', '/campaigns/video'],
  ['POST', '/creatives/{id}/add-optimized'],
  ['GET', '/creatives/{id}/support-optimized'],
  ['PATCH', '/campaigns/{id}/optimized'],
  ['PATCH', '/creatives/{id}/optimized-html'],
  ['POST', '/creatives/generate/support'],
  ['PATCH', '/creatives/{id}/status'],
  ['POST', '/creatives/{id}/add-pretargeting'],
  ['PATCH', '/campaigns/{id}/optimizationThreshold'],
  ['POST', '/campaigns/statistics'],
  ['POST', '/statistics'],
  ['GET', '/events/login'],
];

const UNAUTHENTICATED_VARIANTS = [
  '/audiences/count/unauthenticated',
  '/audiences/carrier/unauthenticated',
  '/audiences/device/unauthenticated',
  '/playstore/apps/unauthenticated',
];

/** Calls SPEC implies but does not spell (linking to newton, plain link, the payments screens, confirmation). */
const DESIGNED_CALLS: readonly (readonly [string, string])[] = [
  ['POST', '/campaigns/{id}/link/newton'],
  ['POST', '/campaigns/{id}/unlink/newton'],
  ['POST', '/campaigns/{id}/link'],
  ['GET', '/campaigns/{id}/delivery'],
  ['GET', '/payments'],
  ['POST', '/payments'],
  ['PATCH', '/payments/{id}/status'],
  ['GET', '/payments/{id}/proof'],
  ['GET', '/payments/campaigns'],
  ['GET', '/payment-methods'],
  ['POST', '/payment-methods'],
  ['PATCH', '/payment-methods/{id}'],
  ['POST', '/auth/confirm'],
  ['POST', '/accounts/me/avatar'],
  ['GET', '/home/summary'],
  ['GET', '/client-config'],
];

const declared = new Set(
  ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`),
);

describe('the endpoint registry', () => {
  it('declares every call of SPEC section 7, spelled as SPEC spells it', () => {
    const missing = SPEC_CALLS.map(([method, path]) => `${method} ${path}`).filter(
      (call) => !declared.has(call),
    );
    expect(missing).toEqual([]);
    expect(SPEC_CALLS.length).toBe(81);
  });

  it('declares the calls SPEC implies without spelling them', () => {
    const missing = DESIGNED_CALLS.map(([method, path]) => `${method} ${path}`).filter(
      (call) => !declared.has(call),
    );
    expect(missing).toEqual([]);
  });

  it('gives every endpoint a one-line summary, a tag and a non-empty access list', () => {
    for (const endpoint of ENDPOINTS) {
      expect(endpoint.summary, endpoint.operationId).toMatch(/^[^\n]{10,}$/);
      expect(endpoint.tag, endpoint.operationId).not.toBe('');
      if (Array.isArray(endpoint.access))
        expect(endpoint.access.length, endpoint.operationId).toBeGreaterThan(0);
    }
  });

  it('declares the unauthenticated variants as public endpoints', () => {
    for (const path of UNAUTHENTICATED_VARIANTS) {
      const endpoint = ENDPOINTS.find((candidate) => candidate.path === path);
      expect(endpoint?.access, path).toBe('public');
    }
  });

  it('has unique operation ids and unique method + path pairs', () => {
    const ids = ENDPOINTS.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(declared.size).toBe(ENDPOINTS.length);
  });

  it('declares a schema for exactly the path parameters of each path', () => {
    for (const endpoint of ENDPOINTS) {
      const names = pathParamNames(endpoint.path).sort();
      const declaredNames = Object.keys(endpoint.params?.shape ?? {}).sort();
      expect(declaredNames, endpoint.operationId).toEqual(names);
    }
  });

  it('uses the same parameter name at the same position under a prefix, as the router needs', () => {
    const byPosition = new Map<string, string>();
    for (const endpoint of ENDPOINTS) {
      const segments = endpoint.path.split('/');
      segments.forEach((segment, index) => {
        if (!segment.startsWith(':')) return;
        const prefix = segments.slice(0, index).join('/');
        const previous = byPosition.get(prefix);
        expect(previous ?? segment, `${endpoint.path} at ${prefix}`).toBe(segment);
        byPosition.set(prefix, segment);
      });
    }
  });

  it('has request and response schemas that JSON Schema can represent (for the OpenAPI document)', () => {
    for (const endpoint of ENDPOINTS) {
      for (const schema of [endpoint.params, endpoint.query, endpoint.body]) {
        if (!schema) continue;
        expect(
          () => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }),
          endpoint.operationId,
        ).not.toThrow();
      }
      expect(
        () => z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'throw' }),
        endpoint.operationId,
      ).not.toThrow();
    }
  });
});
