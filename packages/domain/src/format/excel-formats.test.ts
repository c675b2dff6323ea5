import { describe, expect, it } from 'vitest';
import { csvFigure, EXCEL_FORMATS, excelDay, excelMoneyFormat } from './excel-formats';

describe('spreadsheet formats', () => {
  it("carry the currency's code and its usual decimals in the format, not in the value", () => {
    expect(excelMoneyFormat('CLP')).toBe('"CLP" #,##0');
    expect(excelMoneyFormat('USD')).toBe('"USD" #,##0.00');
    expect(EXCEL_FORMATS.ctr).toBe('0.00%');
    expect(EXCEL_FORMATS.day).toBe('dd/mm/yy');
  });

  it('hold a network day as midnight UTC of that day, and nothing else', () => {
    expect(excelDay('2026-11-27')?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(excelDay('27/11/26')).toBeNull();
  });

  it("write a CSV figure with the decimal mark that goes with the file's separator, never grouped", () => {
    expect(csvFigure(1_234_567, 0, 'comma')).toBe('1234567');
    expect(csvFigure(1234.5, 2, 'comma')).toBe('1234.50');
    expect(csvFigure(1234.5, 2, 'semicolon')).toBe('1234,50');
    expect(csvFigure(1.005, 2, 'comma', { percent: true })).toBe('1.01%');
    expect(csvFigure(-0.04, 1, 'semicolon', { percent: true })).toBe('0,0%');
    expect(csvFigure(-12.25, 1, 'comma')).toBe('-12.3');
  });
});
