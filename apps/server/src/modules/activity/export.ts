import { Readable } from 'node:stream';
import { ACTIVITY_EXPORT_MAX_ROWS, type ActivityEntry } from '@adcontrol/domain/activity/contracts';
import { neutraliseCsvCell } from '@adcontrol/domain/shared/csv-cell';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client';
import { type ActivityFilter, countActivity, findActivity, lastActivityId } from './repository';

/** Rows read from the database per batch while the file streams out. */
const BATCH = 1_000;

const COLUMNS = [
  'id',
  'created_at',
  'account_id',
  'account_email',
  'acting_account_id',
  'acting_account_email',
  'entity_type',
  'entity_id',
  'entity_name',
  'action',
  'ip',
  'before',
  'after',
  'details',
] as const;

function csvRow(entry: ActivityEntry): (string | number | null)[] {
  const { before, after, ...rest } = entry.details ?? {};
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return [
    entry.id,
    entry.createdAt,
    entry.account?.id ?? null,
    entry.account?.email ?? null,
    entry.actingAccount?.id ?? null,
    entry.actingAccount?.email ?? null,
    entry.entityType,
    entry.entityId,
    entry.entityName,
    entry.action,
    entry.ip,
    json(before),
    json(after),
    Object.keys(rest).length > 0 ? JSON.stringify(rest) : null,
  ];
}

export interface ActivityExport {
  fileName: string;
  /** A wider selection than the cap was cut to its newest `ACTIVITY_EXPORT_MAX_ROWS` rows. */
  isTruncated: boolean;
  body: Readable;
}

/**
 * The filtered log as CSV, newest first, read a batch at a time as the client reads (decision 034). The set is
 * fixed when the export starts: rows written meanwhile are not in it, so batches never shift under it.
 */
export async function exportActivity(
  db: Db,
  filter: ActivityFilter,
  now = new Date(),
): Promise<ActivityExport> {
  const fixed = { ...filter, upToId: await lastActivityId(db) };
  const total = await countActivity(db, fixed);

  async function* rows() {
    for (let offset = 0; offset < Math.min(total, ACTIVITY_EXPORT_MAX_ROWS); offset += BATCH) {
      const limit = Math.min(BATCH, ACTIVITY_EXPORT_MAX_ROWS - offset);
      for (const entry of await findActivity(db, fixed, { limit, offset })) yield csvRow(entry);
    }
  }

  // Every text cell is neutralised (no formula runs in a spreadsheet) and quoted when it holds a semicolon, the
  // separator of spreadsheets in languages with a decimal comma (decision 044).
  const csv = stringify({
    header: true,
    columns: [...COLUMNS],
    cast: { string: neutraliseCsvCell },
    quoted_match: /;/,
  });
  const body = Readable.from(rows()).pipe(csv);
  return {
    fileName: `activity-${now.toISOString().slice(0, 10)}.csv`,
    isTruncated: total > ACTIVITY_EXPORT_MAX_ROWS,
    body,
  };
}
