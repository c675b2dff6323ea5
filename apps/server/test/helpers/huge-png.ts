import { constants, crc32, deflateRawSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid, black, 16-bit RGBA PNG of `width` × `height` (8 bytes a pixel once decoded) in a few hundred kB: one
 * row's deflate block repeated for every row, wrapped in zlib with the checksum of that many zeros.
 */
export function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(16, 8);
  header.writeUInt8(6, 9);
  const row = Buffer.alloc(1 + width * 8);
  const block = deflateRawSync(row, { finishFlush: constants.Z_SYNC_FLUSH });
  const raw = Buffer.concat([...Array<Buffer>(height).fill(block), Buffer.from([3, 0])]);
  // Adler-32 of n zero bytes: the low sum stays 1, the high sum is n.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((row.length * height) % 65521) * 65536 + 1);
  const idat = Buffer.concat([Buffer.from([0x78, 0x01]), raw, adler]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
