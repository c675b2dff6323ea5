import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { isSafeKey } from './storage';

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'adcontrol-files-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('storage keys', () => {
  it.each(['avatars/7-0a1b.webp', 'proofs/2026/12-x_y.pdf', 'a'])('takes %s', (key) => {
    expect(isSafeKey(key)).toBe(true);
  });
  it.each([
    '../secret',
    'avatars/../../secret',
    '/etc/passwd',
    'avatars/.hidden',
    'avatars//x.webp',
    'avatars/x.webp/',
    'avatars\\x.webp',
    'avatars/x y.webp',
    'avatars/x.tar.gz',
    '',
    `${'a/'.repeat(5)}x`,
  ])('refuses %s', (key) => {
    expect(isSafeKey(key)).toBe(false);
  });
});

describe('the local directory storage', () => {
  it('keeps, serves and removes a file, with the type its extension says', async () => {
    const storage = createLocalStorage(root);
    await storage.put('avatars/1-ab.webp', new TextEncoder().encode('pixels'), 'image/webp');

    const file = await storage.get('avatars/1-ab.webp');
    if (!file) throw new Error('the stored file is missing');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 6 });
    expect(await text(file.body)).toBe('pixels');
    expect(await readdir(join(root, 'avatars'))).toEqual(['1-ab.webp']);

    await storage.delete('avatars/1-ab.webp');
    await storage.delete('avatars/1-ab.webp');
    expect(await storage.get('avatars/1-ab.webp')).toBeNull();
  });

  it('replaces a file whole', async () => {
    const storage = createLocalStorage(root);
    await storage.put('avatars/1-ab.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    await storage.put('avatars/1-ab.webp', new Uint8Array([4]), 'image/webp');
    expect([...(await readFile(join(root, 'avatars/1-ab.webp')))]).toEqual([4]);
    expect(await readdir(join(root, 'avatars'))).toEqual(['1-ab.webp']);
  });

  it('refuses a key that would leave its directory, and a type its name does not carry', async () => {
    const storage = createLocalStorage(join(root, 'uploads'));
    await expect(storage.put('../escaped.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/Unsafe/);
    await expect(storage.get('avatars/../../x.webp')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('avatars/x.webp', new Uint8Array([1]), 'text/html')).rejects.toThrow(
      /content type/,
    );
    expect(await readdir(root)).toEqual([]);
  });
});
