import { describe, expect, it } from 'vitest';
import {
  type CreativeCounts,
  campaignFormatOf,
  disallowedFormats,
  launchProblem,
} from './campaign-creatives';

const counts = (partial: Partial<CreativeCounts> = {}): CreativeCounts => ({
  push: 0,
  banner: 0,
  interstitial: 0,
  video: 0,
  ...partial,
});
const none = counts();

describe('launchProblem', () => {
  it('asks a push campaign for a push or a video', () => {
    expect(launchProblem('push', { total: none, invalid: none })).toBe('campaigns.needsPushOrVideo');
    expect(launchProblem('push', { total: counts({ video: 1 }), invalid: none })).toBeNull();
  });

  it('asks a display campaign for a banner, interstitial or video', () => {
    expect(launchProblem('video', { total: counts({ push: 2 }), invalid: none })).toBe(
      'campaigns.needsBannerInterstitialOrVideo',
    );
    expect(launchProblem('video', { total: counts({ video: 1 }), invalid: none })).toBeNull();
  });

  it('does not launch a banner campaign on videos alone', () => {
    expect(launchProblem('banner', { total: counts({ video: 1 }), invalid: none })).toBe(
      'campaigns.launchNeedsBannerOrInterstitial',
    );
    expect(launchProblem('interstitial', { total: counts({ banner: 1 }), invalid: none })).toBeNull();
  });

  it('asks a mixed campaign for both sides', () => {
    expect(launchProblem('mixed', { total: counts({ banner: 1 }), invalid: none })).toBe(
      'campaigns.needsPushOrVideo',
    );
    expect(launchProblem('mixed', { total: counts({ push: 1 }), invalid: none })).toBe(
      'campaigns.needsBannerInterstitialOrVideo',
    );
    expect(launchProblem('mixed', { total: counts({ push: 1, banner: 1 }), invalid: none })).toBeNull();
  });

  it('names display creatives before pushes when some miss required fields', () => {
    const total = counts({ push: 1, banner: 1 });
    expect(launchProblem('mixed', { total, invalid: counts({ push: 1, banner: 1 }) })).toBe(
      'campaigns.creativesInvalid',
    );
    expect(launchProblem('mixed', { total, invalid: counts({ push: 1 }) })).toBe('campaigns.pushInvalid');
  });
});

describe('campaignFormatOf', () => {
  it('takes the one format present, with videos riding along', () => {
    expect(campaignFormatOf(counts({ push: 2, video: 1 }))).toBe('push');
    expect(campaignFormatOf(counts({ banner: 1 }))).toBe('banner');
    expect(campaignFormatOf(counts({ video: 3 }))).toBe('video');
    expect(campaignFormatOf(counts({ banner: 1, push: 1 }))).toBe('mixed');
  });
});

describe('disallowedFormats', () => {
  it('lists formats the campaign format does not carry', () => {
    expect(disallowedFormats('push', counts({ push: 1, banner: 2 }))).toEqual(['banner']);
    expect(disallowedFormats('mixed', counts({ push: 1, banner: 2 }))).toEqual([]);
  });
});
