/**
 * A minimal MP4 built byte by byte (no encoder on the test machine): an `ftyp` box naming the isom brand and a
 * `moov` box whose `mvhd` header carries the duration. It holds no samples, but parsers read its type and
 * length from exactly these boxes, as they do for a real file.
 */
export function minimalMp4(durationSeconds: number, timescale = 1000): Buffer {
  const ftyp = box('ftyp', Buffer.concat([ascii('isom'), u32(512), ascii('isomiso2mp41')]));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(0, 0); // version 0 and flags
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(Math.round(durationSeconds * timescale), 16);
  mvhd.writeUInt32BE(0x0001_0000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  // Identity matrix, then the next track id.
  for (const [index, value] of [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000].entries()) {
    mvhd.writeUInt32BE(value, 36 + index * 4);
  }
  mvhd.writeUInt32BE(2, 96);
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]);
}

function box(type: string, body: Buffer): Buffer {
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value, 0);
  return bytes;
}

function ascii(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}
