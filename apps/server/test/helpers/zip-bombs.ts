import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

/** One entry of a ZIP written by hand: its compressed bytes and what its headers declare. */
export interface RawEntry {
  name: string;
  data: Uint8Array;
  method: 0 | 8;
  /** The uncompressed size the headers declare, true or not. */
  size: number;
  crc?: number;
}

export const MB = 1024 * 1024;

/**
 * A raw deflate stream that inflates to `copies` × `unit`: one copy compressed and flushed to a byte boundary,
 * repeated, then an empty final block. 1 MB of repeated text compresses to about 1 kB, so 4 MB of it inflate
 * to 4 GB.
 */
export function deflateBomb(unit: Uint8Array, copies: number): Buffer {
  const block = deflateRawSync(unit, { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(copies).fill(block), Buffer.from([3, 0])]);
}

/** An entry compressed honestly. */
export function deflated(name: string, data: Uint8Array): RawEntry {
  return { name, data: deflateRawSync(data), method: 8, size: data.length, crc: crc32(data) };
}

/** A ZIP written field by field, so its headers say whatever the entries declare. */
export function zipOf(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    directory.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** The entries of a real workbook (exceljs) holding `rows` on its first sheet, each compressed honestly. */
export async function workbookEntries(rows: unknown[][]): Promise<RawEntry[]> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Puntos');
  for (const row of rows) sheet.addRow(row);
  const files = unzipSync(new Uint8Array(await book.xlsx.writeBuffer()));
  return Object.entries(files).map(([name, data]) => deflated(name, data));
}

export const SHEET = 'xl/worksheets/sheet1.xml';

/** The workbook with its first sheet's entry replaced. */
export async function workbookWithSheet(sheet: RawEntry): Promise<Buffer> {
  const entries = await workbookEntries([['nombre', 'lat', 'long', 'code', 'ratio']]);
  return zipOf(entries.map((entry) => (entry.name === SHEET ? sheet : entry)));
}

/** Sheet XML: a header, `rows` rows of one point each, and the end. */
export function sheetXml(rows: number): Buffer {
  const row = '<row><c t="inlineStr"><is><t>A</t></is></c><c><v>-33.4</v></c><c><v>-70.6</v></c></row>';
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row.repeat(rows)}</sheetData></worksheet>`,
  );
}
