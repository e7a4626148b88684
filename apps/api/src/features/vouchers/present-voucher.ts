import type {
  HeldVoucher,
  SoldVoucher,
  VoucherLogEntry,
  VoucherOffer,
  VoucherRedeemRequest,
} from '@studio/domain/voucher-contract';
import type { VoucherLogRow, VoucherOfferRow, VoucherRow } from '../../db/schema.ts';
import type { listRedeemRequests } from './vouchers.repo.ts';

export function presentOffer(row: VoucherOfferRow, currency: string): VoucherOffer {
  return {
    id: row.id,
    name: row.name,
    valueCents: row.value_cents,
    priceCents: row.price_cents,
    currency,
    active: row.active,
  };
}

export function presentLogEntry(row: VoucherLogRow): VoucherLogEntry {
  return {
    at: row.created_at.toISOString(),
    type: row.type,
    account: row.account_name,
    amountCents: row.amount_cents,
  };
}

export function presentSoldVoucher(row: VoucherRow & { holder_name: string | null }): SoldVoucher {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    totalCents: row.total_cents,
    remainingCents: row.remaining_cents,
    currency: row.currency,
    active: row.active,
    purchasedAt: row.purchased_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    buyerName: row.buyer_name,
    holderName: row.holder_name,
    recipientName: row.recipient_name,
  };
}

export function presentHeldVoucher(
  row: VoucherRow & { shop_name: string },
  log: VoucherLogRow[],
  pending: { id: string; amount_cents: number; created_at: Date } | undefined,
): HeldVoucher {
  return {
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    name: row.name,
    totalCents: row.total_cents,
    remainingCents: row.remaining_cents,
    currency: row.currency,
    purchasedAt: row.purchased_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    active: row.active,
    code: row.code,
    pendingRequest: pending
      ? { id: pending.id, amountCents: pending.amount_cents, createdAt: pending.created_at.toISOString() }
      : null,
    log: log.map(presentLogEntry),
  };
}

type RequestListRow = Awaited<ReturnType<typeof listRedeemRequests>>[number];

export function presentRedeemRequest(row: RequestListRow): VoucherRedeemRequest {
  return {
    id: row.id,
    voucherId: row.voucher_id,
    code: row.code,
    voucherName: row.voucher_name,
    account: row.account_name || row.account_email,
    totalCents: row.total_cents,
    remainingCents: row.remaining_cents,
    amountCents: row.amount_cents,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}
