import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (the rest of a request's handling) with the request's id at hand for whatever it calls. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/**
 * The id of the request this code runs for (the `x-request-id` its answer carries), or null outside a request
 * (a background job, the seed). Lets a write deep in a service record which request made it without every
 * caller passing it down (docs/decisions/066).
 */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
