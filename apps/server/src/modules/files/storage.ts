import type { Readable } from 'node:stream';

/** A part of a file, from `start` to `end` included (an HTTP byte range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file as it is read back: its bytes (all, or `range` of them) as a stream, and what they are. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** The whole file's size, even when only a range is read. */
  size: number;
  range?: ByteRange;
}

/**
 * Where uploads live (ARCHITECTURE 9): a local directory by default; S3-compatible storage can implement the
 * same three calls. Keys are `folder/name` paths made by the server (see `isSafeKey`), never a client's text.
 */
export interface FileStorage {
  /** Writes the whole file or nothing: a reader never meets half of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * The file, or null when there is none under the key. `range` is told the file's size and picks the part to
   * read (null: all of it), so a video player can seek without the whole file being sent.
   */
  get(key: string, range?: (size: number) => ByteRange | null): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?$/i;

/** Folders and names of letters, digits, `-` and `_`, one extension: no `..`, no absolute path, no hidden file. */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= 200 && segments.length <= 4 && segments.every((segment) => SEGMENT.test(segment));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
