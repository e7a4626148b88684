// POST shops/{shopId}/bookings: any identity (guests too) books a free time; shop admins also
// take walk-in and phone bookings. Never double-books: see the transaction below.

import { randomUUID } from 'node:crypto';
import type { CreatedBooking, createBookingSchema } from '@studio/domain/booking-contract';
import { depositHoldMinutes } from '@studio/domain/deposit-rules';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Locale } from '@studio/domain/locale';
import { messagingNumberOf } from '@studio/domain/messaging-number';
import { findSlotAt } from '@studio/domain/slot-engine';
import type { z } from 'zod';
import { isExclusionViolation } from '../../db/errors.ts';
import type { ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { loadAvailability, localDateOf, minuteMs } from '../availability/availability.public.ts';
import {
  findDepositTerms,
  startCardSetupCheckout,
  startDepositCheckout,
} from '../deposits/deposits.public.ts';
import { type BookingContext, sendSafely } from './booking-context.ts';
import { sendCustomerBookingMail, sendShopBookingMail } from './booking-mails.ts';
import { insertBooking, insertCancelLink, lockShopBookings, updateBookingRow } from './bookings.repo.ts';
import { cancelUrlOf, newCancelToken } from './cancel-links.ts';
import { asCustomerSees, presentBooking } from './present-booking.ts';
import { releaseExpiredHolds } from './release-expired-holds.ts';
import { reminderSettledAt } from './send-booking-reminders.ts';

type CreateBookingInput = z.output<typeof createBookingSchema>;

/**
 * Books `start` for the chosen treatments. One transaction: it first locks the shop's booking
 * book (competing writers for the shop queue behind it, across every server instance), then
 * recomputes availability for exactly that start with the slot engine under the same rules as
 * the free times (staff: without the minimum notice and the horizon), takes the requested
 * member or the first free one, and inserts. A time that is not free → 409 8104; the exclusion
 * constraint on bookings (23P01) is the last line and answers 8104 too. An online booking the
 * studio's policy asks a deposit for waits in `pending_payment`, holding its time for a while,
 * and answers the checkout's address; the mails follow the payment (deposit-payment-outcome.ts).
 */
export async function createBooking(
  context: BookingContext,
  identity: Identity,
  shop: ShopRow,
  options: { managed: boolean; locale: Locale },
  input: CreateBookingInput,
): Promise<CreatedBooking> {
  const { db } = context;
  const staff = options.managed;
  if (input.source !== undefined && input.source !== 'online' && !staff)
    throw new AppError(ErrorCode.forbidden);
  // Messages reach a number only in its international form.
  const messagingNumber = input.customer.messagingConsent ? messagingNumberOf(input.customer.phone) : null;
  if (input.customer.messagingConsent && !messagingNumber)
    throw new AppError(ErrorCode.invalidInput, { problems: { 'customer.phone': 'invalid' } });
  const start = Date.parse(input.start);
  const cancel = newCancelToken();
  const depositTerms = staff ? undefined : await findDepositTerms(db, shop.id);
  const now = context.clock.now();

  let outcome: {
    created: Awaited<ReturnType<typeof insertBooking>>;
    shop: ShopRow;
    memberName: string | null;
    depositCents: number;
    cardSetupCents: number;
  };
  try {
    outcome = await inTransaction(db, async (trx) => {
      const locked = await lockShopBookings(trx, shop.id);
      if (!locked) throw new AppError(ErrorCode.shopNotFound);
      await releaseExpiredHolds(trx, now, locked.id);
      const requested = input.teamMemberId ?? undefined;
      const day = localDateOf(start, locked.timezone);
      const { treatments, durationMinutes, query, teamMemberNames } = await loadAvailability(trx, locked, {
        fromDate: day,
        toDate: day,
        now: context.clock.now(),
        staff,
        serviceIds: input.serviceIds,
        includeInactive: staff,
        teamMemberId: requested,
      });
      const slot = findSlotAt(query, start);
      if (!slot) throw new AppError(ErrorCode.bookingSlotUnavailable);
      const member = requested ?? slot.teamMemberIds[0] ?? null;
      const depositCents = depositTerms
        ? await depositTerms.depositFor(trx, treatments, {
            userId: identity.uid,
            email: input.customer.email ?? null,
          })
        : 0;
      // With a fee but no deposit the customer saves a card instead, and the time waits as for a deposit.
      const cardSetupCents = depositCents === 0 ? (depositTerms?.cardSetupCents ?? 0) : 0;
      const held = depositCents > 0 || cardSetupCents > 0;
      const created = await insertBooking(
        trx,
        locked.id,
        {
          id: randomUUID(),
          team_member_id: member,
          preferred_team_member_id: requested ?? null,
          start_at: new Date(start),
          end_at: new Date(start + durationMinutes * minuteMs),
          status: held ? 'pending_payment' : staff || locked.auto_confirm ? 'confirmed' : 'pending',
          hold_expires_at: held ? new Date(now + depositHoldMinutes * minuteMs) : null,
          source: input.source ?? 'online',
          customer_name: input.customer.name,
          customer_email: input.customer.email,
          // A number agreed to messages is kept in the form replies arrive from.
          customer_phone: messagingNumber ?? input.customer.phone,
          messaging_consent: input.customer.messagingConsent === true,
          notes: input.notes,
          user_id: identity.uid,
          locale: options.locale,
          reminder_settled_at: reminderSettledAt(start, context.clock.now()),
          // "Made on the day" (analytics, dashboard) is the app's day, not the database's.
          created_at: new Date(context.clock.now()),
        },
        treatments.map((treatment, position) => ({
          position,
          treatment_id: treatment.id,
          name: treatment.name,
          price_cents: treatment.price_cents,
          duration_minutes: treatment.duration_minutes,
        })),
      );
      await insertCancelLink(trx, locked.id, created.booking.id, cancel.hash);
      return {
        created,
        shop: locked,
        memberName: member ? (teamMemberNames.get(member) ?? '') : null,
        depositCents,
        cardSetupCents,
      };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError(ErrorCode.bookingSlotUnavailable, { cause: error });
    throw error;
  }

  const { created, memberName } = outcome;
  const cancelUrl = cancelUrlOf(context.mail.publicUrl, outcome.shop.id, cancel.token);
  if (outcome.depositCents > 0 || outcome.cardSetupCents > 0) {
    const deposit = outcome.depositCents > 0;
    const sale = {
      bookingId: created.booking.id,
      amountCents: deposit ? outcome.depositCents : outcome.cardSetupCents,
      customerEmail: input.customer.email,
      bookingUrl: cancelUrl,
      createdBy: identity.uid,
    };
    const checkout = deposit
      ? await startDepositCheckout(context.checkout, outcome.shop, sale)
      : await startCardSetupCheckout(context.checkout, outcome.shop, sale);
    const held = await updateBookingRow(
      db,
      outcome.shop.id,
      created.booking.id,
      deposit ? { deposit_payment_id: checkout.paymentId } : { card_setup_payment_id: checkout.paymentId },
    );
    const booking = asCustomerSees(presentBooking(held, created.treatments, outcome.shop.timezone));
    return {
      ...booking,
      cancelToken: cancel.token,
      cancelUrl,
      checkoutUrl: checkout.checkoutUrl,
      depositCents: outcome.depositCents,
      ...(deposit ? {} : { cardSetup: true }),
    };
  }
  const data = { ...created, shop: outcome.shop, teamMemberName: memberName, cancelUrl };
  const kind = created.booking.status === 'pending' ? 'requested' : 'confirmed';
  await sendSafely(context, 'booking to the customer', () =>
    sendCustomerBookingMail(context.mail, data, kind),
  );
  if (!staff) {
    await sendSafely(context, 'booking to the studio', () =>
      sendShopBookingMail(db, context.mail, data, 'created'),
    );
  }
  const presented = presentBooking(created.booking, created.treatments, outcome.shop.timezone);
  const booking = staff ? presented : asCustomerSees(presented);
  return { ...booking, cancelToken: cancel.token, cancelUrl };
}
