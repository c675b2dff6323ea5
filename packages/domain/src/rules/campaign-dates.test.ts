import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignDays, validateCampaignDates } from './campaign-dates';

describe('campaignDays', () => {
  it('counts campaign days as end minus start', () => {
    expect(campaignDays('2026-06-01T03:00:00Z', '2026-06-30T03:00:00Z')).toBe(29);
    expect(campaignDays('2026-06-01T03:00:00Z', '2026-06-01T23:00:00Z')).toBe(0);
    expect(campaignDays('2026-12-31T12:00:00Z', '2027-01-01T12:00:00Z')).toBe(1);
  });

  it('counts whole network days: a month from its first morning to its last night is 30', () => {
    expect(campaignDays('2024-01-01T00:00:00-03:00', '2024-01-31T23:59:59-03:00')).toBe(30);
  });

  it('counts days at -03:00, so 01:00 UTC still belongs to the day before', () => {
    expect(campaignDays('2026-06-01T01:00:00Z', '2026-06-01T04:00:00Z')).toBe(1);
    expect(campaignDays('2026-06-01T04:00:00Z', '2026-06-02T01:00:00Z')).toBe(0);
  });

  it('is negative when the end comes first', () => {
    expect(campaignDays('2026-06-10T12:00:00Z', '2026-06-01T12:00:00Z')).toBe(-9);
  });

  it('adds up over consecutive periods', () => {
    const day = 86_400_000;
    const base = Date.UTC(2026, 0, 1, 12);
    fc.assert(
      fc.property(fc.nat(2_000), fc.nat(2_000), (first, second) => {
        const middle = base + first * day;
        expect(campaignDays(base, middle)).toBe(first);
        expect(campaignDays(base, middle) + campaignDays(middle, middle + second * day)).toBe(first + second);
      }),
    );
  });
});

describe('validateCampaignDates', () => {
  it('accepts an end on or after the start', () => {
    expect(validateCampaignDates('2026-06-01T00:00:00Z', '2026-06-01T00:00:00Z')).toBeNull();
    expect(validateCampaignDates('2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z')).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(validateCampaignDates('2026-06-02T00:00:00Z', '2026-06-01T23:59:59Z')).toBe(
      'validation.endBeforeStart',
    );
  });

  it('asks for both dates when one cannot be read', () => {
    expect(validateCampaignDates('', '2026-06-01T00:00:00Z')).toBe('validation.required');
  });
});
