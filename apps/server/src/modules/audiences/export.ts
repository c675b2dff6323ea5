import { Readable } from 'node:stream';
import type { AudienceCounter } from '@adcontrol/audience-engine/audience-counter';
import type { Audience } from '@adcontrol/domain/audiences/audience';
import { csvCell } from '@adcontrol/domain/shared/csv-cell';

/** Device ids pulled from the counter per batch: a few tens of kB of text at a time. */
const EXPORT_BATCH = 10_000;

export interface AudienceExport {
  /** Device lines to come (the audience's panel devices, no multiplier). */
  devices: number;
  fileName: string;
  body: Readable;
}

/**
 * An audience as CSV (docs/decisions/017): `#` lines with its definition, each one cell (quoted when it holds a
 * separator or a quote), a `device_id` header, then one matching device per line. The body pulls ids from the
 * counter a batch at a time as the client reads, so no more than one batch is ever held, whatever the
 * audience's size.
 */
export async function exportAudience(
  counter: AudienceCounter,
  audience: Audience,
  now: Date = new Date(),
): Promise<AudienceExport> {
  const counted = await counter.count(audience.filters, {
    ignoreMultiplier: audience.options.ignoreMultiplier,
  });
  const head = [
    `# audience: ${oneLine(audience.name)}`,
    `# id: ${audience._id}`,
    `# filters: ${JSON.stringify(audience.filters)}`,
    `# options: ${JSON.stringify(audience.options)}`,
    `# count: ${counted.count}`,
    audience.options.ignoreMultiplier
      ? '# count-is: the matching devices listed below (this audience ignores the multiplier)'
      : "# count-is: estimated people reached = the matching devices listed below x their country's multiplier",
    `# devices: ${counted.panelCount}`,
    "# devices-are: the measured sample's matching devices (one id per line below)",
    `# exported-at: ${now.toISOString()}`,
  ]
    // Each `#` line is one cell: quoted when it holds a separator, so that a spreadsheet does not split a name
    // or the filters into cells of which one could start a formula (decision 044).
    .map(csvCell)
    .concat('device_id')
    .join('\n');

  async function* lines() {
    yield `${head}\n`;
    for await (const ids of counter.matchingIds(audience.filters, EXPORT_BATCH)) {
      yield `${ids.join('\n')}\n`;
    }
  }
  return {
    devices: counted.panelCount,
    fileName: `audience-${audience._id}-${slug(audience.name)}.csv`,
    body: Readable.from(lines(), { objectMode: false }),
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
