import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { message } from '../shared/messages';
import { roundVideoTimer, validateVideoDuration, videoZoneOrDefault } from './video';

describe('roundVideoTimer', () => {
  it('rounds to whole seconds, 0 when missing', () => {
    expect(roundVideoTimer(4.6)).toBe(5);
    expect(roundVideoTimer(4.5)).toBe(5);
    expect(roundVideoTimer(4.4)).toBe(4);
    expect(roundVideoTimer(undefined)).toBe(0);
    expect(roundVideoTimer(null)).toBe(0);
    expect(roundVideoTimer(Number.NaN)).toBe(0);
    expect(roundVideoTimer(-3)).toBe(0);
  });

  it('lands on the nearest whole second', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 600, noNaN: true }), (timer) => {
        const rounded = roundVideoTimer(timer);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - timer)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('videoZoneOrDefault', () => {
  it('defaults the zone to 6', () => {
    expect(videoZoneOrDefault(undefined)).toBe(6);
    expect(videoZoneOrDefault(null)).toBe(6);
    expect(videoZoneOrDefault(2.5)).toBe(6);
    expect(videoZoneOrDefault(0)).toBe(0);
    expect(videoZoneOrDefault(3)).toBe(3);
  });
});

describe('validateVideoDuration', () => {
  it('limits push videos to 13 seconds', () => {
    expect(validateVideoDuration('push', 13)).toBeNull();
    expect(validateVideoDuration('push', 13.01)).toEqual({
      key: 'validation.videoTooLong',
      values: { max: 13 },
    });
  });

  it('limits other videos to 2 minutes', () => {
    expect(validateVideoDuration('video', 120)).toBeNull();
    expect(validateVideoDuration('video', 121)).toEqual({
      key: 'validation.videoTooLong',
      values: { max: 120 },
    });
  });

  it('states the maximum in seconds', () => {
    const problem = validateVideoDuration('push', 20);
    expect(problem && message(problem.key, 'en', problem.values)).toBe(
      'The video can last at most 13 seconds',
    );
    expect(problem && message(problem.key, 'es', problem.values)).toBe(
      'El video puede durar como máximo 13 segundos',
    );
  });
});
