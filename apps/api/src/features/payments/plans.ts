// Plans (Lite, Basic, Plus; monthly, excluding VAT; prices configurable) and the studio's subscription.
import {
  type Plan,
  type PlanId,
  planFeatures,
  planIds,
  type Subscription,
} from '@studio/domain/payments-contract';
import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { findSubscription } from './payments.repo.ts';

const planNames: Record<PlanId, string> = { lite: 'Lite', basic: 'Basic', plus: 'Plus' };

export function listPlans(config: PaymentsConfig): Plan[] {
  return planIds.map((id) => ({
    id,
    name: planNames[id],
    monthlyPriceCents: config.planPricesCents[id],
    currency: config.planCurrency,
    features: [...planFeatures[id]],
  }));
}

export async function showSubscription(db: Kysely<Database>, shopId: string): Promise<Subscription> {
  const row = await findSubscription(db, shopId);
  return {
    plan: row?.plan ?? null,
    status: row?.status ?? 'none',
    currentPeriodEnd: row?.current_period_end ? row.current_period_end.toISOString() : null,
    lastPaymentFailed: row?.last_payment_failed ?? false,
  };
}

/** The plan that counts: one with an active (or briefly overdue) subscription. */
export async function paidPlan(db: Kysely<Database>, shopId: string): Promise<PlanId | null> {
  const row = await findSubscription(db, shopId);
  return row && (row.status === 'active' || row.status === 'past_due') ? row.plan : null;
}

/** Whether the studio has a paid (active or briefly overdue) plan. */
export async function hasPaidPlan(db: Kysely<Database>, shopId: string): Promise<boolean> {
  return (await paidPlan(db, shopId)) !== null;
}
