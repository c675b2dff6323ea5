import { describe, expect, it } from 'vitest';
import { SHIPPED_EXCHANGE_RATES } from '../../modules/campaigns/exchange-rates';
import { buildExchangeRates } from './exchange-rates';

// Wednesday 2026-03-18 at 15:30 UTC, the reporting day 2026-03-18.
const NOW = new Date('2026-03-18T15:30:00Z');

describe('the demo dated exchange rates', () => {
  const rows = buildExchangeRates('2026-03-01', NOW);
  const days = [...new Set(rows.map((row) => row.date))];

  it('has every weekday from the first statistics day through today, and no weekend', () => {
    expect(days[0]).toBe('2026-03-02');
    expect(days.at(-1)).toBe('2026-03-18');
    expect(days).toHaveLength(13);
    expect(days).not.toContain('2026-03-07');
  });

  it('lands on the shipped table today and stays within a few percent of it before, dollar pegs fixed', () => {
    for (const row of rows.filter((row) => row.date === '2026-03-18'))
      expect(row.perUsd).toBeCloseTo(SHIPPED_EXCHANGE_RATES.perUsd[row.currency], 3);
    for (const row of rows) {
      const ratio = row.perUsd / SHIPPED_EXCHANGE_RATES.perUsd[row.currency];
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.1);
    }
    expect(
      rows.filter((row) => row.currency === 'USD' || row.currency === 'PAB').every((row) => row.perUsd === 1),
    ).toBe(true);
    const clp = rows.filter((row) => row.currency === 'CLP').map((row) => row.perUsd);
    expect(new Set(clp).size).toBeGreaterThan(5);
  });
});
