import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { shopAdminRows, unsetShopAdmin } from './staff.repo.ts';
import { requireAnotherOwner } from './staff-levels.ts';

/**
 * Takes a login off the studio's team: the account stays a customer account, its sessions end at
 * once. The last owner cannot be removed (409 8304); unknown → 404 9404.
 */
export async function removeStaff(db: Kysely<Database>, shopId: string, userId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const admins = await shopAdminRows(trx, shopId, { forUpdate: true });
    if (!admins.some((row) => row.id === userId)) throw new AppError(ErrorCode.notFound);
    requireAnotherOwner(admins, userId);
    await unsetShopAdmin(trx, shopId, userId);
  });
}
