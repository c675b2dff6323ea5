import { describe, expect, it } from 'vitest';
import {
  formatCampaignDate,
  formatCampaignDateTime,
  formatCompact,
  formatCountry,
  formatCtr,
  formatCurrency,
  formatCurrencyCompact,
  formatDay,
  formatDaysAway,
  formatDelta,
  formatNumber,
  formatPercentage,
  formatShortDay,
  formattersFor,
  formatWeekday,
} from './format';

/** Intl separates some parts with no-break spaces; a reader sees plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it.each([
    ['en', '1,234,567'],
    ['es', '1.234.567'],
    ['pt', '1.234.567'],
  ] as const)('groups thousands as %s writes them', (language, expected) => {
    expect(formatNumber(1_234_567, language)).toBe(expected);
  });

  it('shows decimals only when asked, with the language decimal mark', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,235');
    expect(formatNumber(1234.56, 'en', 1)).toBe('1,234.6');
    expect(formatNumber(1234.56, 'pt', 1)).toBe('1.234,6');
  });

  it('rounds halves away from zero, without binary noise', () => {
    expect(formatNumber(1.005, 'en', 2)).toBe('1.01');
    expect(formatNumber(0.5, 'en')).toBe('1');
    expect(formatNumber(0, 'es')).toBe('0');
  });
});

describe('formatCompact', () => {
  it.each([
    ['en', '1.2M'],
    ['es', '1,2 M'],
    ['pt', '1,2 mi'],
  ] as const)('shortens millions in %s', (language, expected) => {
    expect(plain(formatCompact(1_234_567, language))).toBe(expected);
  });

  it('leaves small figures whole', () => {
    expect(formatCompact(950, 'en')).toBe('950');
    expect(formatCompact(0, 'pt')).toBe('0');
  });
});

describe('percentages', () => {
  it.each([
    ['en', '12.5%'],
    ['es', '12,5 %'],
    ['pt', '12,5%'],
  ] as const)('show 1 decimal in %s', (language, expected) => {
    expect(plain(formatPercentage(12.46, language))).toBe(expected);
  });

  it('show a CTR with 2 decimals, zeros kept (SPEC 9)', () => {
    expect(formatCtr(1.2, 'en')).toBe('1.20%');
    expect(plain(formatCtr(0.005, 'es'))).toBe('0,01 %');
    expect(formatCtr(0, 'pt')).toBe('0,00%');
  });

  it('go past 100 when a campaign over-delivers', () => {
    expect(formatPercentage(104.04, 'en')).toBe('104.0%');
  });

  it('give a trend its sign, and none to no change', () => {
    expect(formatDelta(12.34, 'en')).toBe('+12.3%');
    expect(formatDelta(-4.56, 'pt')).toBe('-4,6%');
    expect(formatDelta(0.04, 'en')).toBe('0.0%');
  });
});

describe('formatCurrency', () => {
  it.each([
    ['en', 'USD', 'USD 12,345.50'],
    ['es', 'USD', 'USD 12.345,50'],
    ['pt', 'USD', 'USD 12.345,50'],
    ['en', 'EUR', 'EUR 12,345.50'],
    ['pt', 'EUR', 'EUR 12.345,50'],
  ] as const)(
    'writes the code before the amount, with the marks of %s (%s)',
    (language, currency, expected) => {
      expect(plain(formatCurrency(12_345.5, currency, language))).toBe(expected);
    },
  );

  it('keeps the code and the amount on one line', () => {
    expect(formatCurrency(10, 'USD', 'en')).toBe('USD\u00a010.00');
  });

  it('groups four-digit amounts in Spanish too, so a column of figures reads alike', () => {
    expect(plain(formatCurrency(1234.5, 'USD', 'es'))).toBe('USD 1.234,50');
    expect(formatNumber(5400, 'pt')).toBe('5.400');
  });

  it('shows Chilean pesos without decimals', () => {
    expect(plain(formatCurrency(1_500_000.4, 'CLP', 'es'))).toBe('CLP 1.500.000');
  });

  it('names Mexican pesos by the network code MX, as the currency pickers do, with their two decimals', () => {
    expect(plain(formatCurrency(10, 'MX', 'en'))).toBe('MX 10.00');
    expect(plain(formatCurrency(10, 'MX', 'es'))).toBe('MX 10,00');
  });

  it.each(['CLP', 'EUR', 'ARS', 'USD', 'COP', 'MX', 'PEN', 'PAB'] as const)(
    'writes every currency of the network (%s) the same way in every language',
    (currency) => {
      for (const language of ['en', 'es', 'pt'] as const) {
        expect(plain(formatCurrency(0, currency, language))).toMatch(new RegExp(`^${currency} 0`));
      }
    },
  );

  it('drops the cents when asked, rounding half away from zero', () => {
    expect(plain(formatCurrency(43_525_359.5, 'ARS', 'en', true))).toBe('ARS 43,525,360');
    expect(plain(formatCurrency(24_495.16, 'PAB', 'pt', true))).toBe('PAB 24.495');
  });

  it('shortens large amounts by the same rule', () => {
    expect(plain(formatCurrencyCompact(2_500_000, 'USD', 'en'))).toBe('USD 2.5M');
    expect(plain(formatCurrencyCompact(2_500_000, 'USD', 'pt'))).toBe('USD 2,5 mi');
  });
});

describe('formatCountry', () => {
  it("names a country in the reader's language", () => {
    expect(formatCountry('BR', 'es')).toBe('Brasil');
    expect(formatCountry('CL', 'en')).toBe('Chile');
  });
  it('gives back what is not a region code as it is', () => {
    expect(formatCountry('not a code', 'en')).toBe('not a code');
  });
});

describe('campaign dates', () => {
  it('show DD/MM/YY at -03:00 whatever the language (SPEC 9)', () => {
    expect(formatCampaignDate('2026-03-18T02:59:00Z')).toBe('17/03/26');
    expect(formatCampaignDate('2026-03-18T03:00:00Z')).toBe('18/03/26');
    expect(formatCampaignDateTime('2026-12-31T23:30:00Z')).toBe('31/12/26 20:30');
  });

  it('stay empty for a date that cannot be read', () => {
    expect(formatCampaignDate('not a date')).toBe('');
  });
});

describe('network days', () => {
  it('read as written, with no time-zone shift', () => {
    expect(formatDay('2026-01-01')).toBe('01/01/26');
    expect(formatShortDay('2026-12-31')).toBe('31/12');
    expect(formatDay('someday')).toBe('');
  });

  it.each([
    ['en', 'Tue'],
    ['es', 'mar'],
    ['pt', 'ter.'],
  ] as const)('name their weekday in %s', (language, expected) => {
    expect(formatWeekday('2026-03-17', language)).toBe(expected);
  });
});

describe('formatDaysAway', () => {
  it.each([
    ['en', '2026-03-17', 'today'],
    ['en', '2026-03-18', 'tomorrow'],
    ['en', '2026-03-24', 'in 7 days'],
    ['es', '2026-03-18', 'mañana'],
    ['es', '2026-03-20', 'dentro de 3 días'],
    ['pt', '2026-03-18', 'amanhã'],
    ['pt', '2026-03-20', 'em 3 dias'],
  ] as const)('counts calendar days in %s up to %s', (language, day, expected) => {
    expect(formatDaysAway('2026-03-17', day, language)).toBe(expected);
  });

  it('counts across a month and a year end', () => {
    expect(formatDaysAway('2026-12-30', '2027-01-02', 'en')).toBe('in 3 days');
  });
});

describe('formattersFor', () => {
  it('binds every formatter to one language', () => {
    const format = formattersFor('pt');
    expect(format.number(1234)).toBe('1.234');
    expect(format.ctr(2.345)).toBe('2,35%');
    expect(format.campaignDate('2026-03-18T12:00:00Z')).toBe('18/03/26');
  });
});
