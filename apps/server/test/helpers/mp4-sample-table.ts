import { minimalMp4 } from './mp4';

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const box = (type: string, body: Buffer) =>
  Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
const fullBox = (type: string, body: Buffer) => box(type, Buffer.concat([u32(0), body]));

/**
 * `minimalMp4` plus one video track whose sample table lists `samples` samples (4 bytes each in `stsz`): a file of
 * 4 × `samples` bytes that a parser building every sample turns into millions of objects.
 */
export function mp4WithSampleTable(durationSeconds: number, samples: number): Buffer {
  const stbl = box(
    'stbl',
    Buffer.concat([
      fullBox('stsd', u32(0)),
      fullBox('stts', Buffer.concat([u32(1), u32(samples), u32(1)])),
      fullBox('stsc', Buffer.concat([u32(1), u32(1), u32(samples), u32(1)])),
      fullBox('stsz', Buffer.concat([u32(0), u32(samples), Buffer.alloc(4 * samples, 1)])),
      fullBox('stco', Buffer.concat([u32(1), u32(0)])),
    ]),
  );
  const mdhd = Buffer.alloc(20);
  mdhd.writeUInt32BE(1000, 8);
  mdhd.writeUInt32BE(durationSeconds * 1000, 12);
  const handler = Buffer.concat([u32(0), Buffer.from('vide'), Buffer.alloc(12), Buffer.from('v\0')]);
  const mdia = box(
    'mdia',
    Buffer.concat([fullBox('mdhd', mdhd), fullBox('hdlr', handler), box('minf', stbl)]),
  );
  const tkhd = Buffer.alloc(80);
  tkhd.writeUInt32BE(1, 8);
  const trak = box('trak', Buffer.concat([fullBox('tkhd', tkhd), mdia]));
  const base = minimalMp4(durationSeconds);
  const moovAt = base.indexOf('moov') - 4;
  const mvhd = base.subarray(moovAt + 8);
  return Buffer.concat([base.subarray(0, moovAt), box('moov', Buffer.concat([mvhd, trak]))]);
}
