import type { Booking } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findBookingRow } from './bookings.repo.ts';
import { asCustomerSees, presentBookingRows } from './present-booking.ts';

/** One booking of the shop: its admins see every one, anyone else only what they booked (else 8103). */
export async function showBooking(
  db: Kysely<Database>,
  shop: ShopRow,
  bookingId: string,
  viewer: { uid: string; managed: boolean },
): Promise<Booking> {
  const row = await findBookingRow(db, shop.id, bookingId);
  if (!row || (!viewer.managed && row.user_id !== viewer.uid)) throw new AppError(ErrorCode.bookingNotFound);
  const [booking] = await presentBookingRows(db, shop, [row]);
  if (!booking) throw new AppError(ErrorCode.bookingNotFound);
  return viewer.managed ? booking : asCustomerSees(booking);
}
