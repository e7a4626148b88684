import type { BookingPolicy, bookingPolicyInputSchema } from '@studio/domain/booking-policy-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, ShopRow } from '../../db/schema.ts';
import { requirePayoutAccountId } from '../payments/payments.public.ts';
import { upsertPolicy } from './deposits.repo.ts';
import { presentBookingPolicy } from './present-booking-policy.ts';

type BookingPolicyInput = z.output<typeof bookingPolicyInputSchema>;

/**
 * The owner sets the policy. A deposit or a fee takes money to the studio's connected account, so
 * it needs payouts enabled (409 2032); a window alone does not.
 */
export async function saveBookingPolicy(
  db: Kysely<Database>,
  shop: ShopRow,
  input: BookingPolicyInput,
  now: Date,
): Promise<BookingPolicy> {
  const values = {
    deposit_percent: input.depositPercent ?? null,
    deposit_cents: input.depositCents ?? null,
    free_cancellation_hours: input.freeCancellationHours,
    late_cancellation_fee_cents: input.lateCancellationFeeCents ?? null,
    no_show_fee_cents: input.noShowFeeCents ?? null,
  };
  const takesMoney = [
    values.deposit_percent,
    values.deposit_cents,
    values.late_cancellation_fee_cents,
    values.no_show_fee_cents,
  ].some((value) => value !== null);
  if (takesMoney) await requirePayoutAccountId(db, shop.id);
  return presentBookingPolicy(await upsertPolicy(db, shop.id, values, now), shop);
}
