import { bookingDepositFor } from '@studio/domain/deposit-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { requirePayoutAccountId } from '../payments/payments.public.ts';
import { findPolicy, findTreatmentDeposits, hasCompletedVisit } from './deposits.repo.ts';

export interface DepositTerms {
  /**
   * The deposit for a booking of these treatments by this customer (0: none): the treatments' own
   * deposits, the studio's for the rest, and none for a returning client when the studio asks
   * only new clients.
   */
  depositFor(
    db: Kysely<Database>,
    treatments: readonly { id: string; price_cents: number }[],
    customer: { userId: string | null; email: string | null },
  ): Promise<number>;
  /**
   * With a late-cancellation or a no-show fee: the larger one, which a booking without a deposit
   * saves a card for (null: no fee, no card).
   */
  cardSetupCents: number | null;
  freeCancellationHours: number;
}

/**
 * What an online booking of the shop must pay or save up front: nothing without a deposit (the
 * studio's or a treatment's) or a fee in the policy, and nothing while the studio's payouts are
 * not enabled (no money could reach it).
 */
export async function findDepositTerms(
  db: Kysely<Database>,
  shopId: string,
): Promise<DepositTerms | undefined> {
  const policy = await findPolicy(db, shopId);
  if (!policy) return undefined;
  const treatmentDeposits = (await findTreatmentDeposits(db, shopId)).map((row) => ({
    serviceId: row.treatment_id,
    depositPercent: row.deposit_percent,
    depositCents: row.deposit_cents,
  }));
  const studioDeposit = policy.deposit_cents !== null || policy.deposit_percent !== null;
  const anyDeposit =
    studioDeposit ||
    treatmentDeposits.some((deposit) => deposit.depositCents !== null || deposit.depositPercent !== null);
  const fees = [policy.late_cancellation_fee_cents, policy.no_show_fee_cents].filter(
    (cents): cents is number => cents !== null,
  );
  if (!anyDeposit && fees.length === 0) return undefined;
  try {
    await requirePayoutAccountId(db, shopId);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
  const shares = {
    depositCents: policy.deposit_cents,
    depositPercent: policy.deposit_percent,
    treatmentDeposits,
  };
  return {
    async depositFor(trx, treatments, customer) {
      const cents = bookingDepositFor(
        shares,
        treatments.map((treatment) => ({ id: treatment.id, priceCents: treatment.price_cents })),
      );
      if (cents === 0 || !policy.deposit_new_clients_only) return cents;
      return (await hasCompletedVisit(trx, shopId, customer)) ? 0 : cents;
    },
    cardSetupCents: fees.length > 0 ? Math.max(...fees) : null,
    freeCancellationHours: policy.free_cancellation_hours,
  };
}
