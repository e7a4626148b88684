import { ErrorCode } from '@studio/domain/error-codes';
import type { SoldVoucher, VoucherLogEntry, VoucherRedeemRequest } from '@studio/domain/voucher-contract';
import type { VoucherRequestStatus } from '@studio/domain/voucher-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentLogEntry, presentRedeemRequest, presentSoldVoucher } from './present-voucher.ts';
import { findVoucher, listRedeemRequests, listSoldVouchers, listVoucherLog } from './vouchers.repo.ts';

export async function listShopVouchers(db: Kysely<Database>, shopId: string): Promise<SoldVoucher[]> {
  return (await listSoldVouchers(db, shopId)).map(presentSoldVoucher);
}

export async function listShopRedeemRequests(
  db: Kysely<Database>,
  shopId: string,
  status: VoucherRequestStatus | undefined,
): Promise<VoucherRedeemRequest[]> {
  return (await listRedeemRequests(db, shopId, status ? { status } : {})).map(presentRedeemRequest);
}

export async function showVoucherLog(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<VoucherLogEntry[]> {
  if (!(await findVoucher(db, shopId, id))) throw new AppError(ErrorCode.voucherNotFound);
  return (await listVoucherLog(db, shopId, [id])).map(presentLogEntry);
}
