import type { BookingPolicy, bookingPolicyInputSchema } from '@studio/domain/booking-policy-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { requirePayoutAccountId } from '../payments/payments.public.ts';
import { listTreatmentRows } from '../treatments/treatments.public.ts';
import { findTreatmentDeposits, replaceTreatmentDeposits, upsertPolicy } from './deposits.repo.ts';
import { presentBookingPolicy } from './present-booking-policy.ts';

type BookingPolicyInput = z.output<typeof bookingPolicyInputSchema>;

/**
 * The owner sets the policy, and with it (when given) the treatments' own deposits, in one
 * transaction. A deposit or a fee takes money to the studio's connected account, so it needs
 * payouts enabled (409 2032); a window alone does not. A treatment of another shop → 400 8005.
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
    deposit_new_clients_only: input.depositNewClientsOnly ?? false,
    free_cancellation_hours: input.freeCancellationHours,
    late_cancellation_fee_cents: input.lateCancellationFeeCents ?? null,
    no_show_fee_cents: input.noShowFeeCents ?? null,
  };
  const ownDeposits = input.treatmentDeposits?.map((deposit) => ({
    treatment_id: deposit.serviceId,
    deposit_percent: deposit.depositPercent ?? null,
    deposit_cents: deposit.depositCents ?? null,
  }));
  const takesMoney =
    [
      values.deposit_percent,
      values.deposit_cents,
      values.late_cancellation_fee_cents,
      values.no_show_fee_cents,
    ].some((value) => value !== null) ||
    (ownDeposits ?? []).some((deposit) => deposit.deposit_percent !== null || deposit.deposit_cents !== null);
  if (takesMoney) await requirePayoutAccountId(db, shop.id);
  return inTransaction(db, async (trx) => {
    if (ownDeposits) {
      const shopTreatments = new Set(
        (await listTreatmentRows(trx, shop.id, { activeOnly: false })).map((row) => row.id),
      );
      const ids = new Set(ownDeposits.map((deposit) => deposit.treatment_id));
      if (ids.size !== ownDeposits.length || [...ids].some((id) => !shopTreatments.has(id))) {
        throw new AppError(ErrorCode.treatmentSelectionInvalid);
      }
      await replaceTreatmentDeposits(trx, shop.id, ownDeposits);
    }
    const policy = await upsertPolicy(trx, shop.id, values, now);
    return presentBookingPolicy(policy, await findTreatmentDeposits(trx, shop.id), shop);
  });
}
