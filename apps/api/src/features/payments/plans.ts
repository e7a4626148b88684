// Plans (Lite, Basic, Plus; monthly, excluding VAT; prices configurable), the studio's subscription,
// and the phone assistant that Plus unlocks.
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import {
  forwardingCodes,
  type Plan,
  type PlanId,
  planFeatures,
  planIds,
  type Subscription,
  type Voice,
} from '@studio/domain/payments-contract';
import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findPhoneAssistant, findSubscription, insertPhoneAssistant } from './payments.repo.ts';

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
async function paidPlan(db: Kysely<Database>, shopId: string): Promise<PlanId | null> {
  const row = await findSubscription(db, shopId);
  return row && (row.status === 'active' || row.status === 'past_due') ? row.plan : null;
}

/** Whether the studio has a paid (active or briefly overdue) plan. */
export async function hasPaidPlan(db: Kysely<Database>, shopId: string): Promise<boolean> {
  return (await paidPlan(db, shopId)) !== null;
}

export async function showPhoneAssistant(db: Kysely<Database>, shopId: string): Promise<Voice> {
  const plan = await paidPlan(db, shopId);
  const assistant = plan === 'plus' ? await findPhoneAssistant(db, shopId) : undefined;
  return {
    locked: plan !== 'plus',
    plan,
    phoneNumber: assistant?.phone_number ?? null,
    active: assistant !== undefined,
    forwarding: assistant ? forwardingCodes(assistant.phone_number) : null,
  };
}

/** Gives a Plus studio its assistant's number (once); a lower plan answers 409 2040. */
export async function activatePhoneAssistant(
  db: Kysely<Database>,
  config: PaymentsConfig,
  shopId: string,
): Promise<Voice> {
  if ((await paidPlan(db, shopId)) !== 'plus') throw new AppError(ErrorCode.planUpgradeNeeded);
  if (!(await findPhoneAssistant(db, shopId))) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const number = `${config.phoneAssistantNumberPrefix}${String(randomInt(10_000, 100_000))}`;
      if (await insertPhoneAssistant(db, shopId, number)) break;
      if (await findPhoneAssistant(db, shopId)) break;
    }
  }
  return showPhoneAssistant(db, shopId);
}
