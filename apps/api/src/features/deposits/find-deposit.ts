import type { BookingDeposit } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findPayment } from '../payments/payments.public.ts';
import { findPolicy } from './deposits.repo.ts';

/** A booking's deposit as its customer sees it; null without one. */
export async function findDeposit(
  db: Kysely<Database>,
  booking: { shop_id: string; deposit_payment_id: string | null },
): Promise<BookingDeposit | null> {
  if (!booking.deposit_payment_id) return null;
  const payment = await findPayment(db, booking.shop_id, booking.deposit_payment_id);
  if (!payment) return null;
  return { amountCents: payment.amount_cents, currencyCode: payment.currency, status: payment.status };
}

/** Until how many hours before the start a cancellation is free (the policy's window, else the default). */
export async function findFreeCancellationHours(
  db: Kysely<Database>,
  shopId: string,
  fallback: number,
): Promise<number> {
  return (await findPolicy(db, shopId))?.free_cancellation_hours ?? fallback;
}
