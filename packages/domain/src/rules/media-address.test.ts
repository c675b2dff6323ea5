import { describe, expect, it } from 'vitest';
import { isMediaAddress } from './media-address';

describe('isMediaAddress', () => {
  it('takes an http(s) address and a file this app stored', () => {
    expect(isMediaAddress('https://cdn.example.com/banner.png')).toBe(true);
    expect(isMediaAddress('http://example.com/video.mp4')).toBe(true);
    expect(isMediaAddress(' /api/files/creatives/abc-123.webp ')).toBe(true);
  });

  it('refuses script, data, protocol-relative, relative and traversal addresses', () => {
    for (const address of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example.com/a.png',
      'images/a.png',
      '/api/files/../secrets/a.png',
      '/api/files/creatives/%2e%2e.png',
      '/other/files/creatives/a.png',
      '',
    ]) {
      expect(isMediaAddress(address), address).toBe(false);
    }
  });
});
