import { depositFor } from '@studio/domain/deposit-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { requirePayoutAccountId } from '../payments/payments.public.ts';
import { findPolicy } from './deposits.repo.ts';

export interface DepositTerms {
  /** The deposit for a booking of this total price (0: none). */
  depositFor(priceCents: number): number;
  freeCancellationHours: number;
}

/**
 * What an online booking of the shop must pay up front: nothing without a deposit in the policy,
 * and nothing while the studio's payouts are not enabled (no money could reach it).
 */
export async function findDepositTerms(
  db: Kysely<Database>,
  shopId: string,
): Promise<DepositTerms | undefined> {
  const policy = await findPolicy(db, shopId);
  if (!policy || (policy.deposit_cents === null && policy.deposit_percent === null)) return undefined;
  try {
    await requirePayoutAccountId(db, shopId);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
  const shares = { depositCents: policy.deposit_cents, depositPercent: policy.deposit_percent };
  return {
    depositFor: (priceCents) => depositFor(shares, priceCents),
    freeCancellationHours: policy.free_cancellation_hours,
  };
}
