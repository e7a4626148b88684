// A booking's deposit has been paid, or its card for the fees saved: the booking waiting for it
// becomes pending (or confirmed when the studio confirms automatically) and the usual mails follow
// the commit. Paid after its hold ran out and its time was released, the deposit goes back (a
// saved card has nothing to give back). Once per payment: the payment's own
// status update lets one notification through, and the booking moves only from pending_payment.
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Database, PaymentRow, ShopRow } from '../../db/schema.ts';
import { refundDeposit } from '../deposits/deposits.public.ts';
import type { PaidPurchase } from '../payments/payments.public.ts';
import { sendCustomerBookingMail, sendShopBookingMail } from './booking-mails.ts';
import { findBookingRow, updateBookingRow } from './bookings.repo.ts';
import { loadBookingMailData } from './load-booking-mail-data.ts';

export function depositPaymentOutcome(db: Kysely<Database>, payments: PaymentProvider): PaidPurchase {
  return {
    async fulfil(trx: Kysely<Database>, payment: PaymentRow, shop: ShopRow) {
      const bookingId = String((payment.details as { bookingId?: unknown }).bookingId ?? '');
      const booking = await findBookingRow(trx, shop.id, bookingId, { forUpdate: true });
      if (!booking) return undefined;
      if (booking.status !== 'pending_payment') {
        if (booking.status !== 'cancelled' || payment.purpose === 'card_setup') return undefined;
        return async () => {
          await refundDeposit(db, payments, { ...booking, deposit_payment_id: payment.id });
        };
      }
      const paid = await updateBookingRow(trx, shop.id, booking.id, {
        status: shop.auto_confirm ? 'confirmed' : 'pending',
        hold_expires_at: null,
        ...(payment.purpose === 'card_setup'
          ? { card_setup_payment_id: payment.id }
          : { deposit_payment_id: payment.id }),
      });
      return async (mail: MailContext) => {
        const data = await loadBookingMailData(db, paid, shop, payment.cancel_url ?? undefined);
        await sendCustomerBookingMail(mail, data, paid.status === 'pending' ? 'requested' : 'confirmed');
        await sendShopBookingMail(db, mail, data, 'created');
      };
    },
  };
}
