import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { VoucherOffer, voucherOfferWriteSchema } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentOffer } from './present-voucher.ts';
import { requireOfferId } from './voucher-offers.ts';
import { insertOffer, updateOffer, withdrawOffer } from './vouchers.repo.ts';

type OfferWrite = z.output<typeof voucherOfferWriteSchema>;

function columnsOf(offer: OfferWrite) {
  return {
    name: offer.name,
    value_cents: offer.valueCents,
    price_cents: offer.priceCents,
    active: offer.active,
  };
}

/** A shop admin's new offer, live at once (money offers need no approval: the studio sets its prices). */
export async function createVoucherOffer(
  db: Kysely<Database>,
  shop: ShopRow,
  offer: OfferWrite,
): Promise<VoucherOffer> {
  return presentOffer(await insertOffer(db, shop.id, randomUUID(), columnsOf(offer)), shop.currency_code);
}

export async function updateVoucherOffer(
  db: Kysely<Database>,
  shop: ShopRow,
  id: string,
  offer: OfferWrite,
): Promise<VoucherOffer> {
  const updated = await updateOffer(db, shop.id, requireOfferId(id), columnsOf(offer));
  if (!updated) throw new AppError(ErrorCode.notFound);
  return presentOffer(updated, shop.currency_code);
}

/** Withdraws the offer; vouchers already sold from it stay valid. */
export async function deleteVoucherOffer(db: Kysely<Database>, shopId: string, id: string): Promise<void> {
  if (!(await withdrawOffer(db, shopId, requireOfferId(id)))) throw new AppError(ErrorCode.notFound);
}
