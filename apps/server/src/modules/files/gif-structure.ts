/*
 * A GIF read block by block, without decoding a pixel (docs/decisions/047). The decoder keeps whatever frames
 * arrived and calls a GIF cut in the middle of its frames whole; the file's own structure says otherwise: every
 * block's length is stated before it, and a complete GIF ends with its trailer.
 */

const TRAILER = 0x3b;
const EXTENSION = 0x21;
const IMAGE = 0x2c;

/** The size of a colour table announced by a packed byte, or 0 when there is none. */
const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Skips data sub-blocks (each a length byte and its bytes, ended by a 0); the offset after them, or -1. */
function skipSubBlocks(bytes: Uint8Array, start: number): number {
  let at = start;
  while (at < bytes.length) {
    const length = bytes[at] as number;
    at += 1;
    if (length === 0) return at;
    at += length;
  }
  return -1;
}

/** Whether the bytes are a whole GIF: a header, at least one image, every block complete, and the trailer. */
export function isCompleteGif(bytes: Uint8Array): boolean {
  const signature = new TextDecoder('latin1').decode(bytes.subarray(0, 6));
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 13) return false;
  let at = 13 + colourTable(bytes[10] as number);
  let images = 0;
  while (at < bytes.length) {
    const block = bytes[at] as number;
    if (block === TRAILER) return images > 0;
    if (block === EXTENSION) {
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === IMAGE) {
      if (at + 10 > bytes.length) return false;
      // Descriptor (9 bytes after the separator), its colour table, the LZW code size, then the image data.
      at = skipSubBlocks(bytes, at + 10 + colourTable(bytes[at + 9] as number) + 1);
      images += 1;
    } else {
      return false;
    }
    if (at === -1) return false;
  }
  return false;
}
