import { type CustomerBooking, customerCancelCutoffHours } from '@studio/domain/booking-contract';
import { isActiveBookingStatus } from '@studio/domain/booking-status';
import type { Kysely } from 'kysely';
import type { BookingRow, BookingTreatmentRow, Database, ShopRow } from '../../db/schema.ts';
import { shopIso } from '../availability/availability.public.ts';
import { findDeposit, findFreeCancellationHours } from '../deposits/deposits.public.ts';
import { findTeamMemberName } from '../team/team.public.ts';
import { findBookingTreatments } from './bookings.repo.ts';
import { presentBookedTreatments } from './present-booking.ts';

export const customerCancelCutoffMs = customerCancelCutoffHours * 60 * 60 * 1000;

/**
 * A booking as its customer sees it: with the shop's contact, whether it may still be cancelled,
 * its deposit and until when cancelling is free.
 */
export async function presentCustomerBooking(
  db: Kysely<Database>,
  booking: BookingRow,
  shop: ShopRow,
  now: number,
): Promise<CustomerBooking> {
  const treatments = (await findBookingTreatments(db, shop.id, [booking.id])).get(booking.id) ?? [];
  const memberName = booking.team_member_id
    ? await findTeamMemberName(db, shop.id, booking.team_member_id)
    : undefined;
  const freeHours = await findFreeCancellationHours(db, shop.id, customerCancelCutoffHours);
  return {
    ...customerBookingOf(booking, shop, treatments, memberName ?? null, now),
    deposit: await findDeposit(db, booking),
    freeCancellationUntil: shopIso(booking.start_at.getTime() - freeHours * 60 * 60 * 1000, shop.timezone),
  };
}

/**
 * The customer moves a booking as long as they could cancel it; one still waiting for its deposit
 * is not settled enough to move.
 */
export function isMovableByCustomer(booking: BookingRow, now: number): boolean {
  return (
    (booking.status === 'pending' || booking.status === 'confirmed') &&
    now <= booking.start_at.getTime() - customerCancelCutoffMs
  );
}

/** The customer's view of a booking whose treatments and team member's name are already read. */
export function customerBookingOf(
  booking: BookingRow,
  shop: ShopRow,
  treatments: BookingTreatmentRow[],
  memberName: string | null,
  now: number,
): CustomerBooking {
  const cancelUntil = booking.start_at.getTime() - customerCancelCutoffMs;
  return {
    id: booking.id,
    status: booking.status,
    start: shopIso(booking.start_at, shop.timezone),
    end: shopIso(booking.end_at, shop.timezone),
    ...presentBookedTreatments(treatments),
    customerName: booking.customer_name,
    teamMemberName: memberName,
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
    movable: isMovableByCustomer(booking, now),
  };
}
