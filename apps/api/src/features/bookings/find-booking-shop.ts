import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findShopById } from '../shops/shops.public.ts';

/** The shop of a booking reached without a shop in the URL (cancel link, own bookings); 8103 if gone. */
export async function findBookingShop(db: Kysely<Database>, shopId: string): Promise<ShopRow> {
  const shop = await findShopById(db, shopId);
  if (!shop) throw new AppError(ErrorCode.bookingNotFound);
  return shop;
}
