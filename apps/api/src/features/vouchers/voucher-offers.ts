import type { VoucherOffer } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { presentOffer } from './present-voucher.ts';
import { listOffers } from './vouchers.repo.ts';

/** Customers see the active offers; the shop's own admins (and global admins) every one. */
export async function listVoucherOffers(
  db: Kysely<Database>,
  shop: ShopRow,
  options: { managed: boolean },
): Promise<VoucherOffer[]> {
  const rows = await listOffers(db, shop.id, { activeOnly: !options.managed });
  return rows.map((row) => presentOffer(row, shop.currency_code));
}

export function requireOfferId(id: string): string {
  return id;
}
