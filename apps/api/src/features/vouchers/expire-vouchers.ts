import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appendVoucherLog, deactivateVoucher, listExpiredActiveVouchers } from './vouchers.repo.ts';

/** Marks vouchers past their expiry inactive, each with log `expired` (what was left on it). */
export async function expireVouchers(db: Kysely<Database>, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await listExpiredActiveVouchers(db, now, 200);
    if (batch.length === 0) return expired;
    for (const voucher of batch) {
      await inTransaction(db, async (trx) => {
        const row = await deactivateVoucher(trx, voucher.shop_id, voucher.id, 'expired');
        if (!row) return;
        await appendVoucherLog(trx, voucher.shop_id, {
          voucherId: row.id,
          type: 'expired',
          accountId: null,
          accountName: null,
          amountCents: row.remaining_cents,
        });
        expired += 1;
      });
    }
  }
}
