import { zipSync } from 'fflate';
import { inflateEntry, readZipDirectory, type ZipLimits, ZipRefusal } from './zip-archive';

/** What a workbook may hold beyond its ZIP limits: rows and cells across its sheets (docs/decisions/042). */
export interface WorkbookLimits {
  zip: ZipLimits;
  /** `<row>` elements across every worksheet, empty formatted rows included. */
  maxRows: number;
  /** `<c>` cells across every worksheet, and `<si>` shared strings. */
  maxCells: number;
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * The workbook rebuilt from entries inflated under a hard cap, once its sheets are within the row and cell
 * limits: the reader (exceljs) opens these bytes, never the upload, so nothing it inflates can be larger than
 * what was counted here. Entries are stored, not compressed again, so rebuilding costs a copy.
 */
export function checkedWorkbook(bytes: Uint8Array, limits: WorkbookLimits): Uint8Array {
  const entries = readZipDirectory(bytes, limits.zip);
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  let rows = 0;
  let cells = 0;
  for (const entry of entries) {
    // A folder entry holds nothing; rebuilt from the files' paths.
    if (entry.name.endsWith('/')) continue;
    const data = inflateEntry(bytes, entry);
    if (WORKSHEET.test(entry.name)) {
      rows += countElements(data, 'row', limits.maxRows - rows);
      cells += countElements(data, 'c', limits.maxCells - cells);
    } else if (entry.name === SHARED_STRINGS) {
      countElements(data, 'si', limits.maxCells);
    }
    files[entry.name] = [data, { level: 0 }];
  }
  return zipSync(files);
}

/** How many `<tag …>` elements (any namespace prefix) the XML holds; past `allowed` the workbook is refused. */
function countElements(xml: Uint8Array, tag: string, allowed: number): number {
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1');
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${tag}[\\s/>]`, 'g');
  let count = 0;
  while (pattern.exec(text)) {
    count += 1;
    if (count > allowed) throw new ZipRefusal('too-large', `more than ${allowed} more ${tag} elements`);
  }
  return count;
}
