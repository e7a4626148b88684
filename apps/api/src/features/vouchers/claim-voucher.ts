import { ErrorCode } from '@studio/domain/error-codes';
import { normaliseVoucherCode } from '@studio/domain/voucher-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { requireVouchersModule } from './voucher-access.ts';
import { findUserName } from './voucher-accounts.ts';
import { appendVoucherLog, claimVoucher, findShopOfVoucherCode, findVoucherByCode } from './vouchers.repo.ts';

/**
 * Unknown codes answer exactly as codes another account holds (409 9409, "unknown or already
 * claimed"), so that claiming cannot tell which codes exist.
 */
function codeUnavailable(): AppError {
  return new AppError(ErrorCode.conflict, { problems: { code: 'voucherCodeUnavailable' } });
}

/**
 * An account puts a voucher into its account by its code (log `claimed`, once). Unknown or already
 * in another account: 409 9409; claiming one's own again changes nothing.
 */
export async function claimVoucherByCode(
  db: Kysely<Database>,
  identity: Identity,
  rawCode: string,
): Promise<{ id: string; shopId: string }> {
  if (identity.guest) throw new AppError(ErrorCode.forbidden);
  const code = normaliseVoucherCode(rawCode);
  const shopId = await findShopOfVoucherCode(db, code);
  if (!shopId) throw codeUnavailable();
  await requireVouchersModule(db, shopId, identity);
  const name = await findUserName(db, identity.uid);
  return inTransaction(db, async (trx) => {
    const before = await findVoucherByCode(trx, shopId, code);
    if (!before) throw codeUnavailable();
    const claimed = await claimVoucher(trx, shopId, code, identity.uid);
    if (!claimed) throw codeUnavailable();
    if (before.holder_id !== identity.uid) {
      await appendVoucherLog(trx, shopId, {
        voucherId: claimed.id,
        type: 'claimed',
        accountId: identity.uid,
        accountName: name,
        amountCents: claimed.remaining_cents,
      });
    }
    return { id: claimed.id, shopId };
  });
}
