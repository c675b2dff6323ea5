import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address';

describe('isWebAddress', () => {
  it.each([
    'https://shop.example',
    'http://shop.example/cl?utm_source=adcontrol#top',
    'HTTPS://SHOP.EXAMPLE/Verano',
    '  https://shop.example  ',
    'https://xn--tienda-espaa-rkb.example/ofertas',
    'https://tienda-españa.example/ofertas',
  ])('takes %j', (text) => {
    expect(isWebAddress(text)).toBe(true);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://shop.example/file',
    'file:///etc/passwd',
    'shop.example/cl',
    '//shop.example',
    '/api/files/campaign-uploads/1-a.png',
    'https//shop.example',
    'https://',
  ])('refuses %j', (text) => {
    expect(isWebAddress(text)).toBe(false);
  });

  it('takes every web address', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(isWebAddress(url)).toBe(true);
      }),
    );
  });

  it('refuses any address whose scheme is not http or https', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((name) => !/^https?$/.test(name));
    fc.assert(
      fc.property(scheme, fc.string(), (name, rest) => {
        expect(isWebAddress(`${name}:${rest}`)).toBe(false);
      }),
    );
  });
});
