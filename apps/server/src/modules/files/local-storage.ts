import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { assertSafeKey, type FileStorage } from './storage';

/** A directory keeps no content type, so a key's extension says it; `put` refuses one that disagrees. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  // Only the demo's artwork, which the server draws itself: no upload is ever kept as SVG.
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'ENOENT';
}

/** The default storage: files under one directory (`DATA_DIR/uploads`), written through a temporary name. */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = resolve(base, key);
    // The key check already forbids it; this keeps any future key format inside the directory too.
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the directory: ${key}`);
    return path;
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      if (contentTypeOf(key) !== contentType) {
        throw new Error(`Storage key ${key} does not fit content type ${contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { mode: 0o644 });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const path = pathOf(key);
      try {
        // Opened before it is measured: a file deleted meanwhile is either served whole or not found.
        const handle = await open(path, 'r');
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const part = range?.(info.size) ?? null;
        return {
          body: handle.createReadStream(part ? { start: part.start, end: part.end } : {}),
          contentType: contentTypeOf(key),
          size: info.size,
          ...(part ? { range: part } : {}),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
