import * as accounts from '../accounts/contracts';
import * as audiences from '../audiences/contracts';
import * as auth from '../auth/contracts';
import * as campaigns from '../campaigns/contracts';
import * as delivery from '../campaigns/delivery-contracts';
import * as drafts from '../campaigns/draft-contracts';
import * as creatives from '../creatives/contracts';
import * as events from '../events/contracts';
import * as home from '../home/contracts';
import * as payments from '../payments/contracts';
import * as places from '../places/contracts';
import * as playstore from '../playstore/contracts';
import * as statistics from '../statistics/contracts';
import * as system from '../system/contracts';
import type { EndpointDefinition } from './define-endpoint';

/**
 * Every endpoint of the API, in one list: the server registers a handler or a 501 for each, and the OpenAPI
 * document lists them all. An area's contracts file is added here once, with a namespace import.
 */
const AREAS: readonly Record<string, unknown>[] = [
  system,
  auth,
  accounts,
  audiences,
  playstore,
  places,
  campaigns,
  drafts,
  delivery,
  creatives,
  statistics,
  events,
  payments,
  home,
];

function isEndpoint(value: unknown): value is EndpointDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'operationId' in value &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

export const ENDPOINTS: readonly EndpointDefinition[] = AREAS.flatMap((area) =>
  Object.values(area).filter(isEndpoint),
);
