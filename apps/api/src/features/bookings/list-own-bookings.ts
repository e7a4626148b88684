import type { CustomerBooking } from '@studio/domain/booking-contract';
import type { ShopRow } from '../../db/schema.ts';
import type { BookingContext } from './booking-context.ts';
import { listOwnBookingRows } from './bookings.repo.ts';
import { findBookingShop } from './find-booking-shop.ts';
import { presentCustomerBooking } from './present-customer-booking.ts';

/** GET me/bookings: the signed-in identity's bookings in every shop, upcoming first or past newest first. */
export async function listOwnBookings(
  context: BookingContext,
  userId: string,
  when: 'upcoming' | 'past',
): Promise<CustomerBooking[]> {
  const { db } = context;
  const now = context.clock.now();
  const rows = await listOwnBookingRows(db, userId, { when, now, limit: 100 });
  const shops = new Map<string, ShopRow>();
  const bookings: CustomerBooking[] = [];
  for (const row of rows) {
    const shop = shops.get(row.shop_id) ?? (await findBookingShop(db, row.shop_id));
    shops.set(shop.id, shop);
    bookings.push(await presentCustomerBooking(db, row, shop, now));
  }
  return bookings;
}
