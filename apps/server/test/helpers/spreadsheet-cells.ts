/**
 * The cells a spreadsheet program reads from CSV text with this separator: a quote opens a quoted field only
 * at the start of a field (elsewhere it is a character), `""` inside one is a quote. Rows end at a line break.
 */
export function spreadsheetCells(text: string, separator: ',' | ';' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  let isFieldStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"' && isFieldStart) {
      isQuoted = true;
      isFieldStart = false;
    } else if (char === separator || char === '\n') {
      row.push(field.endsWith('\r') && char === '\n' ? field.slice(0, -1) : field);
      field = '';
      isFieldStart = true;
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    } else {
      field += char;
      isFieldStart = false;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** What a spreadsheet would run as a formula: a cell starting `=`, `+`, `-`, `@`, tab or CR, not a number. */
export function formulaCells(text: string): string[] {
  return [',', ';']
    .flatMap((separator) => spreadsheetCells(text, separator as ',' | ';').flat())
    .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(?:[.,]\d+)*%?$/.test(cell));
}
