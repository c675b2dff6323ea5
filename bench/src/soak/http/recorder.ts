/** One request as the virtual user saw it. */
export interface RequestRecord {
  /** The endpoint's operationId (`campaigns.list`), or a name of our own for pages and probes. */
  group: string;
  method: string;
  /** The HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  /** When it was sent and when its answer ended, milliseconds since the epoch. */
  start: number;
  end: number;
  user: string;
  /** The instance that answered, from the balancer's X-Upstream header (or the instance asked directly). */
  upstream: string | null;
  /** The error envelope's code, or the network error's message. */
  error: string | null;
}

/** What became of a write: answered 2xx, refused with a 4xx (nothing written), or unknown (5xx or no answer). */
export type WriteOutcome = 'ack' | 'refused' | 'unknown';

/** A write a virtual user asked for, with the value it wrote: what the invariants check the database against. */
export interface WriteRecord {
  user: string;
  /** e.g. `campaign.create`, `campaign.status`, `campaign.capping`, `campaign.link`, `audience.rename`. */
  kind: string;
  entity: 'campaign' | 'audience' | 'creative' | 'schedule' | 'presentation';
  /** The entity's id when known (a create that got no answer has none; `key` finds it). */
  id: number | null;
  /** What finds the entity without its id: its unique name. */
  key: string | null;
  value: unknown;
  outcome: WriteOutcome;
  status: number;
  at: number;
}

export const requests: RequestRecord[] = [];
export const writes: WriteRecord[] = [];

export function outcomeOf(status: number): WriteOutcome {
  if (status >= 200 && status < 300) return 'ack';
  if (status >= 400 && status < 500) return 'refused';
  return 'unknown';
}

export function recordWrite(write: Omit<WriteRecord, 'outcome' | 'at'> & { at?: number }): WriteRecord {
  const record = { ...write, outcome: outcomeOf(write.status), at: write.at ?? Date.now() };
  writes.push(record);
  return record;
}
