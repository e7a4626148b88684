// POST me/bookings/{id}/move: a signed-in customer moves their own booking to another free time.

import type { CustomerBooking } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { findSlotAt } from '@studio/domain/slot-engine';
import { isExclusionViolation } from '../../db/errors.ts';
import type { BookingRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { loadAvailability, localDateOf, minuteMs } from '../availability/availability.public.ts';
import { type BookingContext, sendSafely } from './booking-context.ts';
import { sendCustomerBookingMail, sendShopBookingMail } from './booking-mails.ts';
import {
  findBookingRow,
  findBookingTreatments,
  findOwnBookingRow,
  insertCancelLink,
  lockShopBookings,
  updateBookingRow,
} from './bookings.repo.ts';
import { cancelUrlOf, newCancelToken } from './cancel-links.ts';
import { chosenMemberOf } from './chosen-member-of.ts';
import { findBookingShop } from './find-booking-shop.ts';
import { loadBookingMailData } from './load-booking-mail-data.ts';
import { customerCancelCutoffMs, presentCustomerBooking } from './present-customer-booking.ts';
import { reminderSettledAt } from './send-booking-reminders.ts';

/**
 * Moves the booking under the rules of a new online booking: the same slot engine, minimum
 * notice and horizon, and the shop's booking lock, so a move and a booking racing for one time
 * never both win (409 8104). Allowed as long as cancelling is (after the cut-off → 409 8002;
 * cancelled, completed or missed → 409 8001; still waiting for its deposit → 409 9409). A member
 * the customer chose stays theirs; otherwise the current one keeps it if free, else the first
 * free one takes it. The customer gets the new time with a fresh cancel link, the studio a notice.
 */
export async function moveOwnBooking(
  context: BookingContext,
  userId: string,
  bookingId: string,
  newStart: string,
): Promise<CustomerBooking> {
  const { db } = context;
  const now = context.clock.now();
  const start = Date.parse(newStart);

  let outcome: { after: BookingRow; moved: boolean; cancelToken: string | undefined };
  try {
    outcome = await inTransaction(db, async (trx) => {
      const found = await findOwnBookingRow(trx, userId, bookingId);
      if (!found) throw new AppError(ErrorCode.bookingNotFound);
      // The shop's lock first, then the booking's: the order every booking writer takes.
      const shop = await lockShopBookings(trx, found.shop_id);
      if (!shop) throw new AppError(ErrorCode.bookingNotFound);
      const before = await findBookingRow(trx, shop.id, bookingId, { forUpdate: true });
      if (before?.user_id !== userId) throw new AppError(ErrorCode.bookingNotFound);
      if (before.status === 'pending_payment') throw new AppError(ErrorCode.conflict);
      if (before.status !== 'pending' && before.status !== 'confirmed')
        throw new AppError(ErrorCode.requestAlreadyHandled);
      if (now > before.start_at.getTime() - customerCancelCutoffMs)
        throw new AppError(ErrorCode.requestExpired);
      if (start === before.start_at.getTime()) return { after: before, moved: false, cancelToken: undefined };

      const durationMinutes = Math.round((before.end_at.getTime() - before.start_at.getTime()) / minuteMs);
      const treatments = (await findBookingTreatments(trx, shop.id, [before.id])).get(before.id) ?? [];
      const chosen = await chosenMemberOf(trx, before);
      const day = localDateOf(start, shop.timezone);
      const { query } = await loadAvailability(trx, shop, {
        fromDate: day,
        toDate: day,
        now,
        staff: false,
        serviceIds: treatments.flatMap((treatment) =>
          treatment.treatment_id ? [treatment.treatment_id] : [],
        ),
        includeInactive: true,
        keepDurationMinutes: durationMinutes,
        excludeBookingId: before.id,
        teamMemberId: chosen,
      });
      const slot = findSlotAt(query, start);
      if (!slot) throw new AppError(ErrorCode.bookingSlotUnavailable);
      const keeps = before.team_member_id !== null && slot.teamMemberIds.includes(before.team_member_id);
      const after = await updateBookingRow(trx, shop.id, before.id, {
        start_at: new Date(start),
        end_at: new Date(start + durationMinutes * minuteMs),
        team_member_id: chosen ?? (keeps ? before.team_member_id : (slot.teamMemberIds[0] ?? null)),
        sequence: before.sequence + 1,
        reminder_settled_at: reminderSettledAt(start, now),
      });
      const cancel = newCancelToken();
      await insertCancelLink(trx, shop.id, before.id, cancel.hash);
      return { after, moved: true, cancelToken: cancel.token };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError(ErrorCode.bookingSlotUnavailable, { cause: error });
    throw error;
  }

  const { after, moved, cancelToken } = outcome;
  const shop = await findBookingShop(db, after.shop_id);
  if (moved) {
    const cancelUrl = cancelToken ? cancelUrlOf(context.mail.publicUrl, shop.id, cancelToken) : undefined;
    const data = await loadBookingMailData(db, after, shop, cancelUrl);
    await sendSafely(context, 'booking moved', () =>
      sendCustomerBookingMail(context.mail, data, 'rescheduled'),
    );
    await sendSafely(context, 'booking moved to the studio', () =>
      sendShopBookingMail(db, context.mail, data, 'moved'),
    );
  }
  return presentCustomerBooking(db, after, shop, now);
}
