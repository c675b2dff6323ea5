/**
 * What can be wrong with a coordinates sheet (SPEC 5), as one value on both sides: the server writes it in the
 * API's English (`file: …`, naming the field, as every 400 does), the web reads that text back into the problem
 * and says it in the reader's language, without the technical prefix.
 */
export type SheetProblem =
  | { kind: 'noSheet' }
  | { kind: 'noRows' }
  | { kind: 'tooManyRows'; max: number; rows: number }
  | { kind: 'missingColumns'; columns: string[]; missing: string[] };

/** Why one row of the sheet is not a point; `got` is the cell as written. */
export type RowProblem =
  | { kind: 'missing'; column: 'lat' | 'long' }
  | { kind: 'latRange'; got: string }
  | { kind: 'longRange'; got: string }
  | { kind: 'ratioRange'; got: string; max: number }
  | { kind: 'codeNotMarket'; got: string; markets: string[] };

const list = (text: string) => text.split(', ').filter(Boolean);

export function sheetProblemText(field: string, problem: SheetProblem): string {
  switch (problem.kind) {
    case 'noSheet':
      return `${field}: the file has no sheet`;
    case 'noRows':
      return `${field}: the sheet has no rows of points below its header`;
    case 'tooManyRows':
      return `${field}: a sheet may hold at most ${problem.max} points (this one has ${problem.rows})`;
    case 'missingColumns':
      return `${field}: the first row must name the columns ${problem.columns.join(', ')}; missing: ${problem.missing.join(', ')}`;
  }
}

export function sheetProblemOf(message: string): SheetProblem | null {
  const detail = message.replace(/^[\w.]+: /, '');
  if (detail === 'the file has no sheet') return { kind: 'noSheet' };
  if (detail === 'the sheet has no rows of points below its header') return { kind: 'noRows' };
  const tooMany = /^a sheet may hold at most (\d+) points \(this one has (\d+)\)$/.exec(detail);
  if (tooMany) return { kind: 'tooManyRows', max: Number(tooMany[1]), rows: Number(tooMany[2]) };
  const columns = /^the first row must name the columns (.+); missing: (.+)$/.exec(detail);
  if (columns)
    return { kind: 'missingColumns', columns: list(columns[1] ?? ''), missing: list(columns[2] ?? '') };
  return null;
}

export function rowProblemText(problem: RowProblem): string {
  switch (problem.kind) {
    case 'missing':
      return `${problem.column} is missing`;
    case 'latRange':
      return `lat must be a number from -90 to 90 (got ${problem.got})`;
    case 'longRange':
      return `long must be a number from -180 to 180 (got ${problem.got})`;
    case 'ratioRange':
      return `ratio must be a radius in metres above 0 and up to ${problem.max} (got ${problem.got})`;
    case 'codeNotMarket':
      return `code must be one of the markets ${problem.markets.join(', ')} (got ${problem.got})`;
  }
}

export function rowProblemOf(reason: string): RowProblem | null {
  const missing = /^(lat|long) is missing$/.exec(reason);
  if (missing) return { kind: 'missing', column: missing[1] as 'lat' | 'long' };
  const lat = /^lat must be a number from -90 to 90 \(got (.*)\)$/.exec(reason);
  if (lat) return { kind: 'latRange', got: lat[1] ?? '' };
  const long = /^long must be a number from -180 to 180 \(got (.*)\)$/.exec(reason);
  if (long) return { kind: 'longRange', got: long[1] ?? '' };
  const ratio = /^ratio must be a radius in metres above 0 and up to (\d+) \(got (.*)\)$/.exec(reason);
  if (ratio) return { kind: 'ratioRange', max: Number(ratio[1]), got: ratio[2] ?? '' };
  const code = /^code must be one of the markets (.+) \(got (.*)\)$/.exec(reason);
  if (code) return { kind: 'codeNotMarket', markets: list(code[1] ?? ''), got: code[2] ?? '' };
  return null;
}
