import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import sharp from 'sharp';
import { detectContentType } from './content-check';
import { isCompleteGif } from './gif-structure';
import { checkImageHeader, MAX_INPUT_PIXELS } from './images';

export type CreativeImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const invalidImage = (field: string) =>
  new AppError('VALIDATION_FAILED', MESSAGES['files.invalidImage'].en, { field });
const invalidGif = (field: string) =>
  new AppError('VALIDATION_FAILED', MESSAGES['files.invalidGif'].en, { field });

/**
 * The creative picture's type by its content. Content that is no known type at all (a text file named `.png`)
 * is SPEC 8's 'Invalid Image, please follow the instructions'; a known type the field does not take (a PDF)
 * is 415 'Invalid file, please read the supported formats carefully.' (docs/decisions/047).
 */
export async function creativeImageType<T extends CreativeImageType>(
  bytes: Uint8Array,
  field: string,
  accepted: readonly T[],
): Promise<T> {
  const { type, known } = await detectContentType(bytes, accepted);
  if (type) return type;
  if (!known) throw invalidImage(field);
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES['files.invalidFile'].en, { field });
}

/**
 * A creative picture decoded whole and encoded anew in its own format and size (docs/decisions/020): turned
 * upright by its EXIF orientation, every bit of metadata dropped. A GIF (or an animated WebP) is decoded frame by
 * frame and written again in its format, so its animation, frame delays and loop count are kept.
 */
export async function reencodeCreativeImage(
  bytes: Uint8Array,
  type: CreativeImageType,
  field: string,
): Promise<Buffer> {
  const isGif = type === 'image/gif';
  // GIF and WebP may hold an animation: every frame is decoded and written again.
  const animated = isGif || type === 'image/webp';
  const unreadable = () => (isGif ? invalidGif(field) : invalidImage(field));
  // The decoder takes a GIF cut short for whole, with the frames it got: its blocks are counted first.
  if (isGif && !isCompleteGif(bytes)) throw invalidGif(field);
  const metadata = await sharp(bytes, { animated })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  checkImageHeader(metadata, field);
  try {
    const image = sharp(bytes, {
      animated,
      autoOrient: !isGif,
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
    });
    switch (type) {
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/jpeg':
        return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 90 }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
    }
  } catch {
    throw unreadable();
  }
}
