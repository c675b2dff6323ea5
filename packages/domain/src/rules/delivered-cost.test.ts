import { describe, expect, it } from 'vitest';
import { deliveredCost } from './delivered-cost';

const delivered = { impressions: 20_000, clicks: 300 };

describe('deliveredCost', () => {
  it('prices CPM by the thousand impressions', () => {
    expect(deliveredCost({ model: 'CPM', unitPrice: 2.5 }, delivered)).toBe(50);
  });

  it('prices CPC and CPE per click, whatever the impressions', () => {
    expect(deliveredCost({ model: 'CPC', unitPrice: 0.2 }, delivered)).toBeCloseTo(60);
    expect(deliveredCost({ model: 'CPE', unitPrice: 0.2 }, delivered)).toBeCloseTo(60);
  });

  it('prices CPA per action: clicks at the conversion rate, every click without one', () => {
    expect(deliveredCost({ model: 'CPA', unitPrice: 4, conversionRate: 25 }, delivered)).toBe(300);
    expect(deliveredCost({ model: 'CPA', unitPrice: 4, conversionRate: null }, delivered)).toBe(1200);
    expect(deliveredCost({ model: 'CPA', unitPrice: 4 }, delivered)).toBe(1200);
  });
});
