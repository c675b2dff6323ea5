import { describe, expect, it } from 'vitest';
import { PURCHASE_MODELS } from '../shared/enums';
import { countsImpressions, deliveredUnits, deliveryMetric } from './delivery-metric';

describe('what a campaign counts', () => {
  it('counts impressions for a CPM campaign', () => {
    expect(countsImpressions('CPM')).toBe(true);
    expect(deliveryMetric('CPM')).toBe('impressions');
    expect(deliveredUnits('CPM', { impressions: 12_000, clicks: 240 })).toBe(12_000);
  });

  it('counts clicks for every other model', () => {
    for (const model of PURCHASE_MODELS.filter((each) => each !== 'CPM')) {
      expect(countsImpressions(model)).toBe(false);
      expect(deliveryMetric(model)).toBe('clicks');
      expect(deliveredUnits(model, { impressions: 12_000, clicks: 240 })).toBe(240);
    }
  });

  it('picks the target the same way as the delivery', () => {
    const target = { impressions: '50000' as const, clicks: '1000' as const };
    expect(deliveredUnits('CPM', target)).toBe('50000');
    expect(deliveredUnits('CPC', target)).toBe('1000');
  });
});
