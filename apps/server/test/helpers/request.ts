import { buildPath, encodeQuery } from '@adcontrol/domain/contract/build-path';
import type { EndpointDefinition, RequestOf, ResponseOf } from '@adcontrol/domain/contract/define-endpoint';
import { type ErrorEnvelope, errorEnvelope } from '@adcontrol/domain/shared/app-error';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app';
import { headersOf, type Person } from './callers';

/** What a test may add to a call beyond the contract's params, query and body. */
interface Extras {
  headers?: Record<string, string>;
}

// biome-ignore lint/complexity/noBannedTypes: "has no required key" is asked against the empty object type
type Empty = {};

/** A query whose every key is optional may be left out, as a call without a query sends none. */
type Input<E extends EndpointDefinition> =
  RequestOf<E> extends { query: infer Q }
    ? Empty extends Q
      ? Omit<RequestOf<E>, 'query'> & { query?: Q }
      : RequestOf<E>
    : RequestOf<E>;

/** Calls of endpoints whose every input is optional may leave the request out. */
export type RequestArgs<E extends EndpointDefinition> =
  Empty extends Input<E> ? [request?: Input<E> & Extras] : [request: Input<E> & Extras];

/**
 * The inject answer, read as the contract says: `json()` is what the endpoint answers on success, `failure()`
 * the error envelope, checked, on any other status.
 */
export interface EndpointResponse<E extends EndpointDefinition> extends Omit<LightMyRequestResponse, 'json'> {
  json(): ResponseOf<E>;
  failure(): ErrorEnvelope;
}

/**
 * One call of a declared endpoint as `who`, e.g. `request(app, seller, listAudiences, { query: { limit: 2 } })`.
 * The URL is built from the declaration, with the web client's own path and query encoding, so a renamed path,
 * a missing parameter or a body of the wrong shape is a type error in the test. Deliberately malformed calls
 * (wrong methods, bad JSON, unknown paths, hostile input) go through `call`.
 */
export async function request<E extends EndpointDefinition>(
  testApp: TestApp,
  who: Person | null,
  endpoint: E,
  ...[input]: RequestArgs<E>
): Promise<EndpointResponse<E>> {
  if (endpoint.multipart)
    throw new Error(`${endpoint.operationId} takes a file upload: build its form with inject`);
  const { params, query, body, headers } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & Extras;
  const response = await testApp.app.inject({
    method: endpoint.method,
    url: `/api${buildPath(endpoint.path, params)}${encodeQuery(query)}`,
    headers: { ...(await headersOf(testApp, who)), ...headers },
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  const parsed = response.json.bind(response);
  return Object.assign(response, {
    json: () => parsed<ResponseOf<E>>(),
    failure: () => errorEnvelope.parse(JSON.parse(response.body)),
  });
}
