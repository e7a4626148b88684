import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { insertFavouriteStudio, isLiveShop } from './favourite-studios.repo.ts';

/** PUT me/favourite-studios/{shopId}: a live studio becomes one of the caller's favourites. */
export async function markFavouriteStudio(db: Kysely<Database>, userId: string, shopId: string) {
  if (!(await isLiveShop(db, shopId))) throw new AppError(ErrorCode.shopNotFound);
  await insertFavouriteStudio(db, userId, shopId);
}
