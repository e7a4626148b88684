import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { accountScope } from './account-scope.ts';
import { deleteErasedFiles } from './delete-erased-files.ts';
import {
  eraseAccountRows,
  erasePersonRows,
  findAccountRow,
  otherShopAdminCount,
} from './personal-data.repo.ts';

/**
 * Deletes the signed-in account: its sessions end, its personal data goes everywhere, and what
 * studios keep for their books (bookings, orders, vouchers) stays without the person. A global
 * admin is removed by another global admin instead (403); a studio's last admin hands the studio
 * on first (409 8304). The photos studios kept of the person go with their files.
 */
export async function deleteMyAccount(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  now: Date,
): Promise<void> {
  const { photoFiles } = await inTransaction(db, async (trx) => {
    const account = await findAccountRow(trx, userId);
    if (!account) throw new AppError(ErrorCode.signInRequired);
    if (account.role === 'globalAdmin') throw new AppError(ErrorCode.forbidden);
    if (
      account.role === 'shopAdmin' &&
      account.shop_id &&
      (await otherShopAdminCount(trx, account.shop_id, userId)) === 0
    )
      throw new AppError(ErrorCode.lastOwner);
    const erased = await erasePersonRows(trx, await accountScope(trx, userId, account.email), now);
    await eraseAccountRows(trx, userId);
    return erased;
  });
  await deleteErasedFiles(storage, photoFiles);
}
