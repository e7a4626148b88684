import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Database, PaymentRow } from '../../db/schema.ts';
import { findPayment, markPaymentRefunded } from '../payments/payments.public.ts';
import { findFee } from './deposits.repo.ts';

/**
 * Gives a booking's paid deposit back (a cancellation inside the free window, or by the studio).
 * A deposit the studio kept as its fee stays kept. The provider's idempotency key makes a repeated
 * refund of one payment harmless; the status update makes it once here.
 */
export async function refundDeposit(
  db: Kysely<Database>,
  payments: PaymentProvider,
  booking: { id: string; shop_id: string; deposit_payment_id: string | null },
): Promise<PaymentRow | undefined> {
  if (!booking.deposit_payment_id) return undefined;
  const payment = await findPayment(db, booking.shop_id, booking.deposit_payment_id);
  if (payment?.status !== 'succeeded') return undefined;
  if ((await findFee(db, booking.shop_id, booking.id))?.method === 'deposit_kept') return undefined;
  if (payment.payment_ref && payment.provider === payments.name) await payments.refund(payment.payment_ref);
  return markPaymentRefunded(db, booking.shop_id, payment.id);
}
