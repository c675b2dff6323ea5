import { zipSync } from 'fflate';
import { inflateEntry, readZipDirectory, type ZipLimits, ZipRefusal } from './zip-archive';

/** What a workbook may hold beyond its ZIP limits: rows and cells across its sheets (docs/decisions/042). */
export interface WorkbookLimits {
  zip: ZipLimits;
  /** `<row>` elements across every part, empty formatted rows included. */
  maxRows: number;
  /** `<c>` cells across every part, and `<si>` shared strings. */
  maxCells: number;
}

/** Every XML part is counted, wherever the workbook's relations put its sheets and shared strings. */
const XML_PART = /\.(xml|rels)$/i;

/**
 * The workbook rebuilt from entries inflated under a hard cap, once its sheets are within the row and cell
 * limits: the reader (exceljs) opens these bytes, never the upload, so nothing it inflates can be larger than
 * what was counted here. Entries are stored, not compressed again, so rebuilding costs a copy.
 */
export function checkedWorkbook(bytes: Uint8Array, limits: WorkbookLimits): Uint8Array {
  const entries = readZipDirectory(bytes, limits.zip);
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  const counted = { row: 0, c: 0, si: 0 };
  const allowed = { row: limits.maxRows, c: limits.maxCells, si: limits.maxCells };
  for (const entry of entries) {
    // A folder entry holds nothing; rebuilt from the files' paths.
    if (entry.name.endsWith('/')) continue;
    const data = inflateEntry(bytes, entry);
    if (XML_PART.test(entry.name)) {
      const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
      for (const tag of ['row', 'c', 'si'] as const) {
        counted[tag] += countElements(text, tag, allowed[tag] - counted[tag]);
      }
    }
    files[entry.name] = [data, { level: 0 }];
  }
  return zipSync(files);
}

/** How many `<tag …>` elements (any namespace prefix) the XML holds; past `allowed` the workbook is refused. */
function countElements(text: string, tag: string, allowed: number): number {
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${tag}[\\s/>]`, 'g');
  let count = 0;
  while (pattern.exec(text)) {
    count += 1;
    if (count > allowed) throw new ZipRefusal('too-large', `more than ${allowed} more ${tag} elements`);
  }
  return count;
}
