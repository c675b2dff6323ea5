import { AppError } from '@adcontrol/domain/shared/app-error';
import sharp, { type Metadata } from 'sharp';
import { tooLargeToRead } from './untrusted-file-errors';

/** Larger pictures are refused before decoding: a few kB of PNG can claim a canvas of gigabytes. */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * What the decoded pixels may take: 50 megapixels of 8-bit RGBA. A 16-bit picture with an alpha channel takes
 * twice as much per pixel, so its limit is 25 megapixels (docs/decisions/042).
 */
export const MAX_DECODED_BYTES = 200_000_000;
const SAMPLE_BYTES: Partial<Record<string, number>> = { uchar: 1, char: 1, ushort: 2, short: 2 };

/**
 * Refuses, from the header alone, a picture whose pixels or decoded size are past the limits (413 naming the
 * field). For an animation `height` covers every frame stacked, which is what decoding it costs.
 */
export function checkImageHeader(metadata: Metadata, field: string): void {
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${field}: the image must be at most 50 megapixels`, {
      field,
      key: 'files.imageTooManyPixels',
      params: { max: 50 },
    });
  }
  // An unusual sample format (float, 32-bit) counts as 8 bytes a sample: such a picture is not an ad.
  const sampleBytes = SAMPLE_BYTES[metadata.depth ?? ''] ?? 8;
  if (pixels * (metadata.channels ?? 4) * sampleBytes > MAX_DECODED_BYTES) throw tooLargeToRead(field);
}

function unreadable(field: string): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    `${field}: the image is damaged or incomplete and can not be read`,
    { field, key: 'files.imageUnreadable' },
  );
}

/**
 * Decodes an uploaded picture and re-encodes it (ARCHITECTURE 9) as a `size` × `size` WebP: turned upright by
 * its EXIF orientation, cropped to cover the square from the centre, with every bit of metadata dropped.
 * Whatever the upload carried besides pixels (a script, a second payload, GPS tags) does not survive it.
 */
export async function toSquareWebp(bytes: Uint8Array, field: string, size: number): Promise<Buffer> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable(field);
    });
  checkImageHeader(metadata, field);
  try {
    return await sharp(bytes, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw unreadable(field);
  }
}
