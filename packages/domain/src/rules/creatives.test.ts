import { describe, expect, it } from 'vitest';
import { creativeTypeOf, isOptimizedCreative, isSupportCreative, statusOnLink } from './creatives';

describe('creativeTypeOf', () => {
  it.each([
    ['push_1', 'push'],
    ['Banner 300x250', 'banner'],
    ['interstitial_2_support', 'interstitial'],
    ['video_1_optimized', 'video'],
    ['VIDEO', 'video'],
    ['  push', 'push'],
  ])('reads %j as %s', (name, type) => {
    expect(creativeTypeOf(name)).toBe(type);
  });

  it.each(['native_1', 'my banner', '', 'pus_1'])('finds no type in %j', (name) => {
    expect(creativeTypeOf(name)).toBeNull();
  });
});

describe('special suffixes', () => {
  it('recognises support creatives by the _support suffix', () => {
    expect(isSupportCreative('banner_1_support')).toBe(true);
    expect(isSupportCreative('BANNER_1_SUPPORT')).toBe(true);
    expect(isSupportCreative('banner_1')).toBe(false);
    expect(isSupportCreative('support_banner')).toBe(false);
  });

  it('recognises optimised creatives by the _optimized suffix', () => {
    expect(isOptimizedCreative('banner_1_optimized')).toBe(true);
    expect(isOptimizedCreative('banner_1_optimised')).toBe(false);
    expect(isOptimizedCreative('optimized_banner')).toBe(false);
  });
});

describe('statusOnLink', () => {
  it('activates every creative when a super seller links', () => {
    expect(statusOnLink('banner_1_support', 'super_seller', 'all')).toBe(0);
    expect(statusOnLink('banner_1_support', 'super_seller', 'sinew')).toBe(0);
  });

  it('pauses support creatives and activates the others when linking to both servers', () => {
    expect(statusOnLink('banner_1_support', 'admin', 'all')).toBe(1);
    expect(statusOnLink('banner_1', 'admin', 'all')).toBe(0);
    expect(statusOnLink('banner_1_optimized', 'seller', 'all')).toBe(0);
  });

  it('sets no status of its own when another role links one server', () => {
    expect(statusOnLink('banner_1_support', 'admin', 'newton')).toBeNull();
  });
});
