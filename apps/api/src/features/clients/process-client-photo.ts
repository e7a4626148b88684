// A photo of a client's nails: the real type is read from the content (JPEG, PNG or WebP only), then
// the image is turned upright, fitted into 1600×1600 and re-encoded as WebP, and a thumbnail for
// the card's grid is made from it. Sharp writes no metadata unless asked, so the camera's EXIF
// (place, device, time) never reaches the storage.
import { clientPhotoThumbnailSide } from '@studio/domain/client-photo-limits';
import { ErrorCode } from '@studio/domain/error-codes';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
/** Guards against decompression bombs: about 50 megapixels. */
const maxInputPixels = 50_000_000;
const longestSide = 1600;

function notAnImage(cause?: unknown): AppError {
  return new AppError(ErrorCode.invalidInput, { problems: { file: 'invalid' }, cause });
}

export interface ProcessedPhoto {
  data: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
}

export async function processClientPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const metadata = await sharp(input, { limitInputPixels: maxInputPixels })
    .metadata()
    .catch((error: unknown) => {
      throw notAnImage(error);
    });
  if (!metadata.format || !acceptedFormats.has(metadata.format)) throw notAnImage();
  const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, animated: false })
    .rotate()
    .resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw notAnImage(error);
    });
  // Made from the upright, metadata-free copy, so it needs no turning and carries nothing either.
  const thumbnail = await sharp(data)
    .resize(clientPhotoThumbnailSide, clientPhotoThumbnailSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return { data, width: info.width, height: info.height, thumbnail };
}
