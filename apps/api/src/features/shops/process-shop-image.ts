// Uploaded shop images: the real type is read from the content (JPEG, PNG or WebP only), then the
// image is turned upright, resized and re-encoded as WebP without its metadata.
import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopImageKind } from '@studio/domain/shop';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
/** Guards against decompression bombs: about 50 megapixels. */
const maxInputPixels = 50_000_000;

function notAnImage(cause?: unknown): AppError {
  return new AppError(ErrorCode.invalidInput, { problems: { file: 'invalid' }, cause });
}

export async function processShopImage(kind: ShopImageKind, input: Buffer): Promise<Buffer> {
  const metadata = await sharp(input, { limitInputPixels: maxInputPixels })
    .metadata()
    .catch((error: unknown) => {
      throw notAnImage(error);
    });
  if (!metadata.format || !acceptedFormats.has(metadata.format)) throw notAnImage();

  const upright = sharp(input, { limitInputPixels: maxInputPixels, animated: false }).rotate();
  const resized =
    kind === 'logo'
      ? upright.resize(512, 512, { fit: 'cover', position: 'attention' })
      : upright.resize({ width: 1600 });
  return resized
    .webp({ quality: 82 })
    .toBuffer()
    .catch((error: unknown) => {
      throw notAnImage(error);
    });
}
