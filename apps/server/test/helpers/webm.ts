/**
 * A minimal WebM built byte by byte (no encoder on the test machine): the EBML header naming the webm doctype and
 * a Segment whose Info carries the timecode scale and the duration, then one video track entry. It holds no
 * frames, but parsers read its type and length from exactly these elements, as they do for a real file.
 */
export function minimalWebm(durationSeconds: number): Buffer {
  const header = element(
    '1a45dfa3',
    Buffer.concat([element('4286', uint(1)), element('42f7', uint(1)), element('4282', Buffer.from('webm'))]),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(durationSeconds * 1000, 0); // in timecode units of 1 ms
  const info = element(
    '1549a966',
    Buffer.concat([element('2ad7b1', uint(1_000_000)), element('4489', duration)]),
  );
  const video = element('e0', Buffer.concat([element('b0', uint(16)), element('ba', uint(16))]));
  const track = element(
    'ae',
    Buffer.concat([
      element('d7', uint(1)),
      element('83', uint(1)),
      element('86', Buffer.from('V_VP8')),
      video,
    ]),
  );
  const segment = element('18538067', Buffer.concat([info, element('1654ae6b', track)]));
  return Buffer.concat([header, segment]);
}

/** An element: its id, its size as an 8-byte EBML number, then its body. */
function element(idHex: string, body: Buffer): Buffer {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n), 0);
  return Buffer.concat([Buffer.from(idHex, 'hex'), size, body]);
}

function uint(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value, 0);
  return bytes;
}
