import { AppError } from '@adcontrol/domain/shared/app-error';
import sharp from 'sharp';

/** Larger pictures are refused before decoding: a few kB of PNG can claim a canvas of gigabytes. */
export const MAX_INPUT_PIXELS = 50_000_000;

function unreadable(field: string): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    `${field}: the image is damaged or incomplete and can not be read`,
    {
      field,
    },
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
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${field}: the image must be at most 50 megapixels`, { field });
  }
  try {
    return await sharp(bytes, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw unreadable(field);
  }
}
