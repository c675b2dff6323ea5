import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import sharp from 'sharp';
import { checkContentType } from '../files/content-check';
import { type CreativeImageType, reencodeCreativeImage } from '../files/creative-images';
import { keyOfPublicUrl } from '../files/public-files';
import type { FileStorage } from '../files/storage';

const UPLOADS = 'campaign-uploads/';

/**
 * An image the app itself stored from `/campaigns/file` (decision 020), read back and judged again by its content
 * and by decoding it whole: an outside address, a work-order document or a file that is gone is refused with SPEC
 * 8's 'Invalid Image, please follow the instructions'. Answers the picture's size.
 */
export async function checkedUploadedImage(
  files: FileStorage,
  url: string,
  field: string,
  types: readonly CreativeImageType[],
): Promise<{ width: number; height: number }> {
  const invalidImage = () => new AppError('VALIDATION_FAILED', MESSAGES['files.invalidImage'].en, { field });
  const key = keyOfPublicUrl(url);
  const stored = key?.startsWith(UPLOADS) ? await files.get(key) : null;
  if (!stored) throw invalidImage();
  const bytes = Buffer.concat(await stored.body.toArray());
  const type = await checkContentType(bytes, field, types).catch(() => {
    throw invalidImage();
  });
  await reencodeCreativeImage(bytes, type, field);
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
}
