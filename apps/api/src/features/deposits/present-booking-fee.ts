import type { BookingFee } from '@studio/domain/booking-policy-contract';
import { shopIso } from '../availability/availability.public.ts';
import type { BookingFeeRow } from './deposits.repo.ts';

export function presentBookingFee(
  row: BookingFeeRow,
  checkoutUrl: string | null,
  timezone: string,
): BookingFee {
  return {
    bookingId: row.booking_id,
    kind: row.kind,
    method: row.method,
    status: row.status,
    amountCents: row.amount_cents,
    currencyCode: row.currency,
    checkoutUrl: row.status === 'open' ? checkoutUrl : null,
    createdAt: shopIso(row.created_at, timezone),
  };
}
