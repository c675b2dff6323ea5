import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creativeTypeOf,
  DEFAULT_VIDEO_ZONE,
  isOptimizedCreative,
  isPushComplete,
  isSupportCreative,
  roundVideoTimer,
  validateFileSize,
  validatePushText,
  validateVideoDuration,
} from './creatives';

describe('creatives', () => {
  it('derives the type from the name prefix', () => {
    expect(creativeTypeOf('push_1')).toBe('push');
    expect(creativeTypeOf('Banner 300x250')).toBe('banner');
    expect(creativeTypeOf('interstitial_2_support')).toBe('interstitial');
    expect(creativeTypeOf('video_1')).toBe('video');
    expect(creativeTypeOf('native_1')).toBeNull();
  });

  it('recognises the support and optimised variants by their suffix', () => {
    expect(isSupportCreative('banner_1_support')).toBe(true);
    expect(isOptimizedCreative('banner_1_optimized')).toBe(true);
    expect(isSupportCreative('banner_1')).toBe(false);
    expect(isOptimizedCreative('support_optimized_not')).toBe(false);
  });

  it('allows push titles and subtitles up to 35 characters, accents counted once', () => {
    expect(validatePushText('a'.repeat(35))).toBeNull();
    expect(validatePushText('á'.repeat(35))).toBeNull();
    expect(validatePushText('a'.repeat(36))).toBe('validation.pushTextTooLong');
  });

  it('needs at least one of title, subtitle, link, image or logo in a push', () => {
    expect(isPushComplete({})).toBe(false);
    expect(isPushComplete({ title: '  ', link: null })).toBe(false);
    expect(isPushComplete({ logo: 'https://cdn.example/logo.png' })).toBe(true);
  });

  it('rounds the video timer and defaults the zone', () => {
    expect(roundVideoTimer(4.6)).toBe(5);
    expect(roundVideoTimer(undefined)).toBe(0);
    expect(roundVideoTimer(Number.NaN)).toBe(0);
    expect(DEFAULT_VIDEO_ZONE).toBe(6);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 600, noNaN: true }), (timer) => {
        expect(Number.isInteger(roundVideoTimer(timer))).toBe(true);
      }),
    );
  });

  it('limits videos to 13 s for push and 2 min otherwise, naming the maximum', () => {
    expect(validateVideoDuration('push', 13)).toBeNull();
    expect(validateVideoDuration('push', 13.5)).toEqual({ key: 'validation.videoTooLong', maxSeconds: 13 });
    expect(validateVideoDuration('video', 120)).toBeNull();
    expect(validateVideoDuration('video', 121)).toEqual({ key: 'validation.videoTooLong', maxSeconds: 120 });
  });

  it('states the file-size maximum in MB', () => {
    expect(validateFileSize(5 * 1_048_576, 5 * 1_048_576)).toBeNull();
    expect(validateFileSize(5 * 1_048_576 + 1, 5 * 1_048_576)).toEqual({
      key: 'validation.fileTooLarge',
      maxMb: 5,
    });
  });
});
