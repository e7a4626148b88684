// Cancelling: by the shop's staff at any time (POST bookings/{id}/cancel), or by the customer
// through the mailed link until the cut-off (POST bookings/cancel with the link's token).
import {
  type Booking,
  type CustomerBooking,
  customerCancelCutoffHours,
} from '@studio/domain/booking-contract';
import { canTransitionBookingStatus, isActiveBookingStatus } from '@studio/domain/booking-status';
import type { Kysely } from 'kysely';
import type { BookingRow, Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type BookingContext, loadMailData, presentBookingRows, sendSafely } from './booking-context.ts';
import { isUuid } from './booking-ids.ts';
import { hashCancelToken } from './booking-links.ts';
import { sendCustomerBookingMail, sendShopBookingMail } from './booking-mails.ts';
import { shopIso } from './booking-time.ts';
import {
  findBookingByTokenHash,
  findBookingRow,
  findBookingServices,
  updateBookingRow,
} from './bookings.repo.ts';

const cutoffMs = customerCancelCutoffHours * 60 * 60 * 1000;

function cancelledChanges(booking: BookingRow, now: number) {
  return { status: 'cancelled' as const, cancelled_at: new Date(now), sequence: booking.sequence + 1 };
}

/** Staff cancel: 8103 unknown, 8001 already cancelled, 9409 when it is completed or a no-show. */
export async function cancelBookingByStaff(
  context: BookingContext,
  shop: ShopRow,
  bookingId: string,
): Promise<Booking> {
  if (!isUuid(bookingId)) throw new AppError(8103);
  const { db } = context;
  const cancelled = await db.transaction().execute(async (trx) => {
    const booking = await findBookingRow(trx, shop.id, bookingId, { forUpdate: true });
    if (!booking) throw new AppError(8103);
    if (booking.status === 'cancelled') throw new AppError(8001);
    if (!canTransitionBookingStatus(booking.status, 'cancelled')) throw new AppError(9409);
    return updateBookingRow(trx, booking.id, cancelledChanges(booking, context.clock.now()));
  });
  const data = await loadMailData(db, cancelled, shop);
  await sendSafely(context, 'booking cancelled', () =>
    sendCustomerBookingMail(context.mail, data, 'cancelled'),
  );
  const [booking] = await presentBookingRows(db, [cancelled], shop.timezone);
  if (!booking) throw new AppError(9500);
  return booking;
}

async function findShop(db: Kysely<Database>, shopId: string): Promise<ShopRow> {
  const shop = await db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirst();
  if (!shop) throw new AppError(8103);
  return shop;
}

async function presentForCustomer(
  db: Kysely<Database>,
  booking: BookingRow,
  shop: ShopRow,
  now: number,
): Promise<CustomerBooking> {
  const services = (await findBookingServices(db, [booking.id])).get(booking.id) ?? [];
  const member = booking.team_member_id
    ? await db
        .selectFrom('team_members')
        .select('name')
        .where('id', '=', booking.team_member_id)
        .executeTakeFirst()
    : undefined;
  const cancelUntil = booking.start_at.getTime() - cutoffMs;
  return {
    id: booking.id,
    status: booking.status,
    start: shopIso(booking.start_at, shop.timezone),
    end: shopIso(booking.end_at, shop.timezone),
    services: services.map((service) => ({
      id: service.service_id,
      name: service.name,
      priceCents: service.price_cents,
      durationMinutes: service.duration_minutes,
    })),
    totalPriceCents: services.reduce((sum, service) => sum + service.price_cents, 0),
    customerName: booking.customer_name,
    teamMemberName: member ? member.name : null,
    shop: {
      id: shop.id,
      name: shop.name,
      address: shop.address,
      phone: shop.phone,
      email: shop.email,
      timezone: shop.timezone,
      currencyCode: shop.currency_code,
    },
    cancellable: isActiveBookingStatus(booking.status) && now <= cancelUntil,
    cancelUntil: shopIso(cancelUntil, shop.timezone),
  };
}

/** GET bookings/by-token: what the cancel link shows; 8103 for an unknown token. */
export async function showBookingByToken(context: BookingContext, token: string): Promise<CustomerBooking> {
  const booking = await findBookingByTokenHash(context.db, hashCancelToken(token));
  if (!booking) throw new AppError(8103);
  return presentForCustomer(
    context.db,
    booking,
    await findShop(context.db, booking.shop_id),
    context.clock.now(),
  );
}

/**
 * The customer cancels until `customerCancelCutoffHours` before the start (after → 409 8002;
 * already cancelled, completed or no-show → 409 8001). The customer gets a confirmation, the
 * studio a notice. `lockBooking` finds and row-locks the booking the customer may cancel.
 */
async function cancelAsCustomer(
  context: BookingContext,
  lockBooking: (trx: Kysely<Database>) => Promise<BookingRow | undefined>,
): Promise<CustomerBooking> {
  const { db } = context;
  const now = context.clock.now();
  const cancelled = await db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx);
    if (!booking) throw new AppError(8103);
    if (!isActiveBookingStatus(booking.status)) throw new AppError(8001);
    if (now > booking.start_at.getTime() - cutoffMs) throw new AppError(8002);
    return updateBookingRow(trx, booking.id, cancelledChanges(booking, now));
  });
  const shop = await findShop(db, cancelled.shop_id);
  const data = await loadMailData(db, cancelled, shop);
  await sendSafely(context, 'booking cancelled', () =>
    sendCustomerBookingMail(context.mail, data, 'cancelled'),
  );
  await sendSafely(context, 'booking cancelled to the studio', () =>
    sendShopBookingMail(db, context.mail, data, 'cancelled'),
  );
  return presentForCustomer(db, cancelled, shop, now);
}

/** POST bookings/cancel: the customer cancels through the mailed link. */
export function cancelBookingByToken(context: BookingContext, token: string): Promise<CustomerBooking> {
  return cancelAsCustomer(context, (trx) =>
    findBookingByTokenHash(trx, hashCancelToken(token), { forUpdate: true }),
  );
}

/** POST me/bookings/{id}/cancel: a signed-in customer cancels one of their own bookings. */
export function cancelOwnBooking(
  context: BookingContext,
  userId: string,
  bookingId: string,
): Promise<CustomerBooking> {
  if (!isUuid(bookingId)) throw new AppError(8103);
  return cancelAsCustomer(context, (trx) =>
    trx
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst(),
  );
}

/** GET me/bookings: the signed-in identity's bookings in every studio, upcoming first or past newest first. */
export async function listOwnBookings(
  context: BookingContext,
  userId: string,
  when: 'upcoming' | 'past',
): Promise<CustomerBooking[]> {
  const { db } = context;
  const now = context.clock.now();
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('end_at', when === 'upcoming' ? '>=' : '<', new Date(now))
    .orderBy('start_at', when === 'upcoming' ? 'asc' : 'desc')
    .limit(100)
    .execute();
  const shops = new Map<string, ShopRow>();
  const bookings: CustomerBooking[] = [];
  for (const row of rows) {
    const shop = shops.get(row.shop_id) ?? (await findShop(db, row.shop_id));
    shops.set(shop.id, shop);
    bookings.push(await presentForCustomer(db, row, shop, now));
  }
  return bookings;
}
