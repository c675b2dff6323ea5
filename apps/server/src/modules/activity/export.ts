import { Readable } from 'node:stream';
import { ACTIVITY_EXPORT_MAX_ROWS, type ActivityEntry } from '@adcontrol/domain/activity/contracts';
import { activityActionWords, activityEntityWords } from '@adcontrol/domain/activity/words';
import { formatCampaignDateTime } from '@adcontrol/domain/format/format';
import { type CsvSeparator, csvFile, csvLines } from '@adcontrol/domain/shared/csv-cell';
import type { Language } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../db/client';
import type { ActivityExportTexts } from './export-texts';
import { type ActivityFilter, countActivity, findActivity, lastActivityId } from './repository';

/** Rows read from the database per batch while the file streams out. */
const BATCH = 1_000;

/**
 * One entry as cells: the time as the log's screen writes it (DD/MM/YY HH:mm at the network's -03:00), ids as
 * plain digits a spreadsheet reads as numbers, the object and the action in the reader's words with their codes
 * in the last columns, the changed fields as JSON.
 */
function csvRow(entry: ActivityEntry, language: Language): string[] {
  const { before, after, ...rest } = entry.details ?? {};
  const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return [
    String(entry.id),
    formatCampaignDateTime(entry.createdAt),
    text(entry.account?.id),
    text(entry.account?.email),
    text(entry.actingAccount?.id),
    text(entry.actingAccount?.email),
    activityEntityWords(language, entry.entityType),
    text(entry.entityId),
    text(entry.entityName),
    activityActionWords(language, entry.action),
    text(entry.ip),
    json(before),
    json(after),
    Object.keys(rest).length > 0 ? JSON.stringify(rest) : '',
    entry.entityType,
    entry.action,
  ];
}

export interface ActivityExport {
  fileName: string;
  /** A wider selection than the cap was cut to its newest `ACTIVITY_EXPORT_MAX_ROWS` rows. */
  isTruncated: boolean;
  body: Readable;
}

/**
 * The filtered log as CSV, newest first, read a batch at a time as the client reads (decision 034), written by the
 * product's one CSV rule (decision 055): a byte-order mark, the reader's separator, headings, objects and actions
 * in their language, every cell neutralised (decision 044). The set is fixed when the export starts: rows written
 * meanwhile are not in it, so batches never shift under it.
 */
export async function exportActivity(
  db: Db,
  filter: ActivityFilter,
  {
    language,
    text,
    separator,
    now = new Date(),
  }: { language: Language; text: ActivityExportTexts; separator: CsvSeparator; now?: Date },
): Promise<ActivityExport> {
  const fixed = { ...filter, upToId: await lastActivityId(db) };
  const total = await countActivity(db, fixed);

  async function* parts() {
    yield csvFile([text.columns], separator);
    for (let offset = 0; offset < Math.min(total, ACTIVITY_EXPORT_MAX_ROWS); offset += BATCH) {
      const limit = Math.min(BATCH, ACTIVITY_EXPORT_MAX_ROWS - offset);
      yield csvLines(
        (await findActivity(db, fixed, { limit, offset })).map((entry) => csvRow(entry, language)),
        separator,
      );
    }
  }

  return {
    fileName: `${text.fileName}-${now.toISOString().slice(0, 10)}.csv`,
    isTruncated: total > ACTIVITY_EXPORT_MAX_ROWS,
    body: Readable.from(parts(), { objectMode: false }),
  };
}
