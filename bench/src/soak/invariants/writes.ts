import type { WriteRecord } from '../http/recorder';

/** A write whose effect is not what was acknowledged (lost), or that was applied more often than asked (duplicated). */
export interface WriteFinding {
  kind: string;
  id: number | null;
  key: string | null;
  problem: 'lost' | 'duplicated';
  detail: string;
}

/** What the database holds of each thing the users wrote, read once at the end. */
export interface Stored {
  campaigns: Map<
    number,
    {
      name: string;
      status: string;
      linked: { newton: boolean; sinew: boolean };
      capping: { newton: number; sinew: number };
    }
  >;
  /** Each creative's campaign and status. */
  creatives: Map<number, { campaignId: number; status: number }>;
  audiences: Map<number, string>;
  schedules: Set<number>;
  presentations: Set<number>;
  /** Activity rows per `action entityId`, and `campaign.created`/`audience.created` rows per name. */
  activity: Map<string, number>;
  createdByName: Map<string, number>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The values that may remain after a series of writes to one field by one user: the last acknowledged one, or any
 * written after it whose answer never came (it may have been applied). With no acknowledged write, `initial` too.
 */
export function allowedValues(series: readonly WriteRecord[], initial: unknown): unknown[] {
  const lastAck = series.map((write) => write.outcome).lastIndexOf('ack');
  const after = series.slice(lastAck + 1).filter((write) => write.outcome === 'unknown');
  const base = lastAck >= 0 ? [(series[lastAck] as WriteRecord).value] : [initial];
  return [...base, ...after.map((write) => write.value)];
}

/** How many times the server may have applied a series: at least each acknowledged, at most those plus the unknown. */
function appliedBounds(series: readonly WriteRecord[]) {
  const acked = series.filter((write) => write.outcome === 'ack').length;
  return { acked, most: acked + series.filter((write) => write.outcome === 'unknown').length };
}

function bySubject(writes: readonly WriteRecord[], kind: string): Map<number, WriteRecord[]> {
  const groups = new Map<number, WriteRecord[]>();
  for (const write of writes) {
    if (write.kind !== kind || write.id === null) continue;
    groups.set(write.id, [...(groups.get(write.id) ?? []), write]);
  }
  return groups;
}

interface FieldRule {
  kind: string;
  /** The activity rows one applied write leaves, per entity (several actions may count). */
  actions: string[];
  read(stored: Stored, id: number): unknown;
  initial(writes: readonly WriteRecord[], id: number): unknown;
}

const createdName = (writes: readonly WriteRecord[], kind: string, id: number) =>
  writes.find((write) => write.kind === kind && write.id === id)?.value;

const RULES: FieldRule[] = [
  {
    kind: 'campaign.rename',
    actions: ['campaign.updated'],
    read: (stored, id) => stored.campaigns.get(id)?.name,
    initial: (writes, id) => createdName(writes, 'campaign.create', id),
  },
  {
    kind: 'campaign.status',
    actions: ['campaign.paused', 'campaign.activated'],
    read: (stored, id) => stored.campaigns.get(id)?.status,
    initial: () => 'READY',
  },
  {
    kind: 'campaign.capping',
    actions: ['campaign.cappingUpdated'],
    read: (stored, id) => stored.campaigns.get(id)?.capping,
    initial: () => undefined,
  },
  {
    kind: 'campaign.link',
    actions: ['campaign.linked', 'campaign.unlinked'],
    read: (stored, id) => stored.campaigns.get(id)?.linked,
    initial: () => ({ newton: false, sinew: false }),
  },
  {
    kind: 'audience.rename',
    actions: ['audience.updated'],
    read: (stored, id) => stored.audiences.get(id),
    initial: (writes, id) => createdName(writes, 'audience.create', id),
  },
];

function checkField(
  rule: FieldRule,
  writes: readonly WriteRecord[],
  stored: Stored,
  findings: WriteFinding[],
) {
  for (const [id, series] of bySubject(writes, rule.kind)) {
    const now = rule.read(stored, id);
    const allowed = allowedValues(series, rule.initial(writes, id));
    const isInitialUnknown = allowed[0] === undefined;
    if (!isInitialUnknown && !allowed.some((value) => same(value, now))) {
      findings.push({
        kind: rule.kind,
        id,
        key: null,
        problem: 'lost',
        detail: `database holds ${JSON.stringify(now)}; the writes allow ${JSON.stringify(allowed)}`,
      });
    }
    const { acked, most } = appliedBounds(series);
    const applied = rule.actions.reduce(
      (sum, action) => sum + (stored.activity.get(`${action} ${id}`) ?? 0),
      0,
    );
    // The status rows also count the list prober's writes to its own campaign, which are in `series` too.
    if (applied > most) {
      findings.push({
        kind: rule.kind,
        id,
        key: null,
        problem: 'duplicated',
        detail: `${applied} applied, ${most} asked at most`,
      });
    } else if (applied < acked) {
      findings.push({
        kind: rule.kind,
        id,
        key: null,
        problem: 'lost',
        detail: `${applied} applied, ${acked} acknowledged`,
      });
    }
  }
}

/** Creates: each acknowledged one is there, and no name was created twice. */
function checkCreates(writes: readonly WriteRecord[], stored: Stored, findings: WriteFinding[]) {
  const present: Record<string, (id: number) => boolean> = {
    'campaign.create': (id) => stored.campaigns.has(id),
    'audience.create': (id) => stored.audiences.has(id),
    'schedule.create': (id) => stored.schedules.has(id),
    'presentation.create': (id) => stored.presentations.has(id),
  };
  for (const write of writes) {
    const isThere = present[write.kind];
    if (!isThere) continue;
    if (write.outcome === 'ack' && write.id !== null && !isThere(write.id)) {
      findings.push({
        kind: write.kind,
        id: write.id,
        key: write.key,
        problem: 'lost',
        detail: 'acknowledged, not in the database',
      });
    }
    if (write.key !== null && (write.kind === 'campaign.create' || write.kind === 'audience.create')) {
      const created = stored.createdByName.get(`${write.kind} ${write.key}`) ?? 0;
      if (created > 1) {
        findings.push({
          kind: write.kind,
          id: write.id,
          key: write.key,
          problem: 'duplicated',
          detail: `created ${created} times`,
        });
      }
    }
  }
}

/**
 * A creative's status is written by its own switch and by a link of its campaign, which turns every creative that
 * is not a support one active (SPEC 4): both, in the order they were made, decide what must remain.
 */
function checkCreativeStatuses(writes: readonly WriteRecord[], stored: Stored, findings: WriteFinding[]) {
  for (const [id, own] of bySubject(writes, 'creative.status')) {
    const campaignId = stored.creatives.get(id)?.campaignId;
    const links = writes
      .filter(
        (write) =>
          write.kind === 'campaign.link' &&
          write.id === campaignId &&
          same(write.value, { newton: true, sinew: true }),
      )
      .map((write) => ({ ...write, value: 0 }));
    const series = [...own, ...links].sort((a, b) => a.at - b.at);
    const allowed = allowedValues(series, undefined);
    const now = stored.creatives.get(id)?.status;
    if (allowed[0] !== undefined && !allowed.includes(now)) {
      findings.push({
        kind: 'creative.status',
        id,
        key: null,
        problem: 'lost',
        detail: `database holds ${now}; the writes allow ${JSON.stringify(allowed)}`,
      });
    }
  }
}

/** Every acknowledged write is what remains (0 lost), and none was applied twice (0 duplicated). */
export function judgeWrites(writes: readonly WriteRecord[], stored: Stored): WriteFinding[] {
  const findings: WriteFinding[] = [];
  checkCreates(writes, stored, findings);
  for (const rule of RULES) checkField(rule, writes, stored, findings);
  checkCreativeStatuses(writes, stored, findings);
  return findings;
}
