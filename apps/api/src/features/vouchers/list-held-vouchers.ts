import type { HeldVoucher } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { presentHeldVoucher } from './present-voucher.ts';
import { findPendingRequestsOfVouchers, listHeldVouchers, listVoucherLog } from './vouchers.repo.ts';

/** Every voucher in the caller's account, with its balance, pending request and log. */
export async function listMyVouchers(db: Kysely<Database>, identity: Identity): Promise<HeldVoucher[]> {
  const vouchers = await listHeldVouchers(db, identity.uid);
  const pending = await findPendingRequestsOfVouchers(db, identity.uid);
  const shops = [...new Set(vouchers.map((voucher) => voucher.shop_id))];
  const logs = (
    await Promise.all(
      shops.map((shopId) =>
        listVoucherLog(
          db,
          shopId,
          vouchers.filter((voucher) => voucher.shop_id === shopId).map((voucher) => voucher.id),
        ),
      ),
    )
  ).flat();
  return vouchers.map((voucher) =>
    presentHeldVoucher(
      voucher,
      logs.filter((entry) => entry.voucher_id === voucher.id),
      pending.find((request) => request.voucher_id === voucher.id),
    ),
  );
}
