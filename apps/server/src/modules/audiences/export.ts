import { Readable } from 'node:stream';
import type { AudienceCounter } from '@adcontrol/audience-engine/audience-counter';
import type { Audience } from '@adcontrol/domain/audiences/audience';
import { formatInstantIn } from '@adcontrol/domain/format/format';
import { type CsvSeparator, csvFile, csvLines } from '@adcontrol/domain/shared/csv-cell';
import type { Reader } from '../../reports/table';
import type { AudienceExportTexts } from './export-texts';

/** Device ids pulled from the counter per batch: a few tens of kB of text at a time. */
const EXPORT_BATCH = 10_000;

export interface AudienceExportReading {
  text: AudienceExportTexts;
  reader: Reader;
  separator: CsvSeparator;
  now?: Date;
}

export interface AudienceExport {
  /** Device lines to come (the audience's panel devices, no multiplier). */
  devices: number;
  fileName: string;
  body: Readable;
}

/**
 * An audience as CSV (docs/decisions/017, 055): its definition first, each line a `#` label and its value in the
 * next cell (so a tool reading `#` lines as comments skips them, and a spreadsheet shows the figures as numbers),
 * then a heading and one matching device id per line. Headings in the reader's language, a byte-order mark and
 * the reader's separator, every cell neutralised (decision 044). The body pulls ids from the counter a batch at a
 * time as the client reads, so no more than one batch is ever held, whatever the audience's size.
 */
export async function exportAudience(
  counter: AudienceCounter,
  audience: Audience,
  { text, reader, separator, now = new Date() }: AudienceExportReading,
): Promise<AudienceExport> {
  const counted = await counter.count(audience.filters, {
    ignoreMultiplier: audience.options.ignoreMultiplier,
  });
  const label = (words: string) => `# ${words}`;
  const head = [
    [label(text.audience), oneLine(audience.name)],
    [label(text.id), String(audience._id)],
    [label(text.filters), JSON.stringify(audience.filters)],
    [label(text.options), JSON.stringify(audience.options)],
    [label(text.people), String(counted.count)],
    [
      label(text.countedAs),
      audience.options.ignoreMultiplier ? text.countedIgnoringMultiplier : text.countedMultiplied,
    ],
    [label(text.devices), String(counted.panelCount)],
    [label(text.exportedAt), formatInstantIn(now, reader.language, reader.timeZone)],
    [text.deviceId],
  ];

  async function* parts() {
    yield csvFile(head, separator);
    for await (const ids of counter.matchingIds(audience.filters, EXPORT_BATCH)) {
      yield csvLines(
        Array.from(ids, (id) => [String(id)]),
        separator,
      );
    }
  }
  return {
    devices: counted.panelCount,
    fileName: `${text.fileName}-${audience._id}-${slug(audience.name)}.csv`,
    body: Readable.from(parts(), { objectMode: false }),
  };
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

/** ASCII letters, digits and dashes: safe inside a quoted `filename=` on every browser. */
export function slug(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return plain || 'audience';
}
