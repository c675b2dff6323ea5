import * as accounts from '../accounts/contracts';
import * as activity from '../activity/contracts';
import * as advertisers from '../advertisers/contracts';
import * as audiences from '../audiences/contracts';
import * as auth from '../auth/contracts';
import * as campaigns from '../campaigns/contracts';
import * as delivery from '../campaigns/delivery-contracts';
import * as deliveryOutbox from '../campaigns/delivery-outbox-contracts';
import * as drafts from '../campaigns/draft-contracts';
import * as programmatics from '../campaigns/programmatic-contracts';
import * as creatives from '../creatives/contracts';
import * as events from '../events/contracts';
import * as expenses from '../expenses/contracts';
import * as home from '../home/contracts';
import * as payments from '../payments/contracts';
import * as places from '../places/contracts';
import * as playstore from '../playstore/contracts';
import * as presentations from '../presentations/contracts';
import * as reportSchedules from '../scheduled-reports/contracts';
import * as simulator from '../simulator/contracts';
import * as statistics from '../statistics/contracts';
import * as system from '../system/contracts';
import type { EndpointDefinition } from './define-endpoint';

/**
 * Every contracts module, by its path under `src/`: an area's contracts file is added here once, with a namespace
 * import. The web app's production build reads it to ship the endpoints' routes without their schemas.
 */
export const CONTRACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'system/contracts': system,
  'auth/contracts': auth,
  'accounts/contracts': accounts,
  'audiences/contracts': audiences,
  'playstore/contracts': playstore,
  'places/contracts': places,
  'campaigns/contracts': campaigns,
  'campaigns/draft-contracts': drafts,
  'campaigns/delivery-contracts': delivery,
  'campaigns/delivery-outbox-contracts': deliveryOutbox,
  'creatives/contracts': creatives,
  'statistics/contracts': statistics,
  'events/contracts': events,
  'payments/contracts': payments,
  'home/contracts': home,
  'advertisers/contracts': advertisers,
  'scheduled-reports/contracts': reportSchedules,
  'expenses/contracts': expenses,
  'activity/contracts': activity,
  'simulator/contracts': simulator,
  'campaigns/programmatic-contracts': programmatics,
  'presentations/contracts': presentations,
};

export function isEndpoint(value: unknown): value is EndpointDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'operationId' in value &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

/**
 * Every endpoint of the API, in one list: the server registers a handler or a 501 for each, and the OpenAPI
 * document lists them all.
 */
export const ENDPOINTS: readonly EndpointDefinition[] = Object.values(CONTRACT_MODULES).flatMap((area) =>
  Object.values(area).filter(isEndpoint),
);
