import { describe, expect, it } from 'vitest';
import { interstitialKindOf } from './interstitial';

const VAST = '<VAST version="4.2"/>';

describe('interstitialKindOf', () => {
  it.each([
    [{ vast: true, vastString: VAST, html: '<p>hi</p>', image: '/a.png', tag: '<script></script>' }, 'vast'],
    [{ vast: false, vastString: VAST, html: '<p>hi</p>', image: '/a.png' }, 'html'],
    [{ html: '<p>hi</p>', image: '/a.png', tag: '<script></script>' }, 'html'],
    [{ image: '/a.png', tag: '<script></script>' }, 'image'],
    [{ html: '  ', image: '', tag: '<script></script>' }, 'tag'],
    [{ vast: true, vastString: ' ', image: '/a.png' }, 'image'],
  ] as const)('reads %o as %s', (item, kind) => {
    expect(interstitialKindOf(item)).toBe(kind);
  });

  it.each([
    [{}],
    [{ image: null, html: null, tag: null }],
    [{ vast: true }],
    // VAST XML without its flag is not shown, so it is not content either.
    [{ vast: false, vastString: VAST }],
    [{ html: ' ', image: '\n' }],
  ])('finds nothing to show in %o', (item) => {
    expect(interstitialKindOf(item)).toBeNull();
  });
});
