import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteFavouriteStudio, isLiveShop } from './favourite-studios.repo.ts';

/**
 * DELETE me/favourite-studios/{shopId}: a studio that is not live answers as unknown, as everywhere
 * on the customer side (its mark stays, unseen, until it is live again).
 */
export async function unmarkFavouriteStudio(db: Kysely<Database>, userId: string, shopId: string) {
  if (!(await isLiveShop(db, shopId))) throw new AppError(ErrorCode.shopNotFound);
  await deleteFavouriteStudio(db, userId, shopId);
}
