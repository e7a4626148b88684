// PATCH shops/{shopId}/bookings/{id} (shop admin): move (start and/or team member), change the
// status along the booking machine, edit notes and customer details.

import {
  type Booking,
  needsCustomerContact,
  type updateBookingSchema,
} from '@studio/domain/booking-contract';
import {
  type BookingStatus,
  canTransitionBookingStatus,
  isActiveBookingStatus,
} from '@studio/domain/booking-status';
import { ErrorCode } from '@studio/domain/error-codes';
import { findSlotAt } from '@studio/domain/slot-engine';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { isExclusionViolation } from '../../db/errors.ts';
import type { BookingRow, BookingsTable, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { loadAvailability, localDateOf, minuteMs } from '../availability/availability.public.ts';
import { requireTeamMemberOfShop } from '../team/team.public.ts';
import { type BookingContext, sendSafely } from './booking-context.ts';
import { type CustomerMailKind, sendCustomerBookingMail } from './booking-mails.ts';
import {
  findBookingRow,
  findBookingTreatments,
  insertCancelLink,
  lockShopBookings,
  updateBookingRow,
} from './bookings.repo.ts';
import { cancelUrlOf, newCancelToken } from './cancel-links.ts';
import { loadBookingMailData } from './load-booking-mail-data.ts';
import { presentBookingRows } from './present-booking.ts';
import { refundDepositSafely } from './refund-deposit-safely.ts';
import { reminderSettledAt } from './send-booking-reminders.ts';

type BookingChange = z.output<typeof updateBookingSchema>;

/** Which mail a change sends the customer, if any. */
function customerMailOf(
  from: BookingStatus,
  to: BookingStatus,
  moved: boolean,
): CustomerMailKind | undefined {
  if (to === 'cancelled' && from !== 'cancelled') return 'cancelled';
  if (from === 'pending' && to === 'confirmed') return 'confirmed';
  if (moved && isActiveBookingStatus(to)) return 'rescheduled';
  return undefined;
}

/**
 * Applies a change in one transaction that holds the shop's booking lock. A move is checked like
 * a new staff booking (no minimum notice), with the booking itself left out of the busy times;
 * without a named member the current one keeps it if free, else the first free one takes it.
 * Unknown or other-shop bookings → 8103; a disallowed status change or a move of a booking that
 * no longer holds time → 9409; a time that is not free → 8104.
 */
export async function changeBooking(
  context: BookingContext,
  shop: ShopRow,
  bookingId: string,
  change: BookingChange,
): Promise<Booking> {
  const { db } = context;

  let outcome: { before: BookingRow; after: BookingRow; moved: boolean; cancelToken: string | undefined };
  try {
    outcome = await inTransaction(db, async (trx) => {
      const locked = await lockShopBookings(trx, shop.id);
      if (!locked) throw new AppError(ErrorCode.shopNotFound);
      const before = await findBookingRow(trx, shop.id, bookingId, { forUpdate: true });
      if (!before) throw new AppError(ErrorCode.bookingNotFound);
      const set: Updateable<BookingsTable> = {};

      let status: BookingStatus = before.status;
      if (change.status !== undefined && change.status !== before.status) {
        if (!canTransitionBookingStatus(before.status, change.status)) throw new AppError(ErrorCode.conflict);
        status = change.status;
        set.status = status;
        if (status === 'cancelled') {
          set.cancelled_at = new Date(context.clock.now());
          set.cancelled_by = 'studio';
        }
      }

      const requested =
        change.teamMemberId !== undefined
          ? await requireTeamMemberOfShop(trx, shop.id, change.teamMemberId)
          : undefined;
      const start = change.start !== undefined ? Date.parse(change.start) : before.start_at.getTime();
      const moved =
        start !== before.start_at.getTime() ||
        (requested !== undefined && requested !== before.team_member_id);
      if (moved) {
        if (!isActiveBookingStatus(status)) throw new AppError(ErrorCode.conflict);
        const durationMinutes = Math.round((before.end_at.getTime() - before.start_at.getTime()) / minuteMs);
        const treatments = (await findBookingTreatments(trx, shop.id, [before.id])).get(before.id) ?? [];
        const day = localDateOf(start, locked.timezone);
        const { query } = await loadAvailability(trx, locked, {
          fromDate: day,
          toDate: day,
          now: context.clock.now(),
          staff: true,
          serviceIds: treatments.flatMap((treatment) =>
            treatment.treatment_id ? [treatment.treatment_id] : [],
          ),
          includeInactive: true,
          keepDurationMinutes: durationMinutes,
          excludeBookingId: before.id,
          teamMemberId: requested,
        });
        const slot = findSlotAt(query, start);
        if (!slot) throw new AppError(ErrorCode.bookingSlotUnavailable);
        const keeps = before.team_member_id !== null && slot.teamMemberIds.includes(before.team_member_id);
        set.start_at = new Date(start);
        set.end_at = new Date(start + durationMinutes * minuteMs);
        set.team_member_id = requested ?? (keeps ? before.team_member_id : (slot.teamMemberIds[0] ?? null));
      }
      if (moved || set.status === 'cancelled') set.sequence = before.sequence + 1;
      // A new time, or a request now confirmed, is reminded of anew unless it is less than a day away.
      if (start !== before.start_at.getTime() || (before.status === 'pending' && status === 'confirmed')) {
        set.reminder_settled_at = reminderSettledAt(start, context.clock.now());
      }

      if (change.notes !== undefined) set.notes = change.notes;
      if (change.customer?.name !== undefined) set.customer_name = change.customer.name;
      if (change.customer?.email !== undefined) set.customer_email = change.customer.email;
      if (change.customer?.phone !== undefined) set.customer_phone = change.customer.phone;
      const email = set.customer_email !== undefined ? set.customer_email : before.customer_email;
      const phone = set.customer_phone !== undefined ? set.customer_phone : before.customer_phone;
      if (needsCustomerContact(before.source) && !email && !phone)
        throw new AppError(ErrorCode.invalidInput, { problems: { 'customer.email': 'required' } });
      if (Object.keys(set).length === 0)
        return { before, after: before, moved: false, cancelToken: undefined };

      const after = await updateBookingRow(trx, shop.id, before.id, set);
      // A mail that offers the cancel link carries a new token (only hashes are kept); the links
      // of earlier mails keep working.
      let cancelToken: string | undefined;
      const mail = customerMailOf(before.status, status, moved);
      if (mail && mail !== 'cancelled') {
        const cancel = newCancelToken();
        await insertCancelLink(trx, shop.id, before.id, cancel.hash);
        cancelToken = cancel.token;
      }
      return { before, after, moved, cancelToken };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError(ErrorCode.bookingSlotUnavailable, { cause: error });
    throw error;
  }

  const { before, after, moved, cancelToken } = outcome;
  // Cancelled by the studio, here as through its cancel action: a paid deposit goes back.
  if (after.status === 'cancelled' && before.status !== 'cancelled')
    await refundDepositSafely(context, after, shop);
  const mail = customerMailOf(before.status, after.status, moved);
  if (mail) {
    const cancelUrl = cancelToken ? cancelUrlOf(context.mail.publicUrl, shop.id, cancelToken) : undefined;
    const data = await loadBookingMailData(db, after, shop, cancelUrl);
    await sendSafely(context, `booking ${mail}`, () => sendCustomerBookingMail(context.mail, data, mail));
  }
  const [booking] = await presentBookingRows(db, shop, [after]);
  if (!booking) throw new AppError(ErrorCode.internalError);
  return booking;
}
