// Payments: the test provider's completion, payouts (Connect) and plans. Fixed by the HTTP contract.
import { z } from 'zod';

export const checkoutOutcomes = ['succeeded', 'failed'] as const;
export const completeTestCheckoutSchema = z.object({
  outcome: z.enum(checkoutOutcomes),
  /** For a card setup: save a card that works, or one that declines every later charge. */
  card: z.enum(['works', 'declines']).optional(),
});

/** What the test provider's checkout page shows about a payment. */
export const testCheckoutSchema = z
  .object({
    id: z.string(),
    status: z.enum(['open', 'succeeded', 'failed']),
    amountCents: z.number().int(),
    currency: z.string(),
    description: z.string(),
    /** A card saved for later fees (nothing is charged now; `amountCents` is the most it may be). */
    cardSetup: z.boolean(),
    shopName: z.string(),
    returnUrl: z.string(),
    /** Back to the studio's app without paying (none for a payment started before it was kept). */
    cancelUrl: z.string().nullable(),
  })
  .meta({ id: 'TestCheckout' });
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const testCheckoutCompletedSchema = z.object({
  status: z.literal('succeeded'),
  returnUrl: z.string(),
});

export const payoutStatuses = ['not_set_up', 'pending_verification', 'enabled', 'disabled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const connectInitiatedSchema = z.object({
  accountId: z.string(),
  status: z.literal('pending_verification'),
});
export const connectStatusSchema = z
  .object({
    status: z.enum(payoutStatuses),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
  })
  .meta({ id: 'PayoutStatus' });
export type ConnectStatus = z.infer<typeof connectStatusSchema>;
export const linkSchema = z.object({ url: z.string() });

export const planIds = ['lite', 'basic', 'plus'] as const;
export type PlanId = (typeof planIds)[number];

export const planSchema = z
  .object({
    id: z.enum(planIds),
    name: z.string(),
    monthlyPriceCents: z.number().int(),
    currency: z.string(),
    features: z.array(z.string()),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);

export const planFeatures: Record<PlanId, readonly string[]> = {
  lite: ['booking', 'calendar', 'team', 'stampCards'],
  basic: ['booking', 'calendar', 'team', 'stampCards', 'deals', 'vouchers', 'analytics'],
  plus: [
    'booking',
    'calendar',
    'team',
    'stampCards',
    'deals',
    'vouchers',
    'analytics',
    'phoneAssistant',
    'messagingApp',
    'consumerPlatform',
    'prioritySupport',
    'enhancedVisibility',
  ],
};

export const subscriptionStatuses = ['none', 'incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const startSubscriptionSchema = z.object({ plan: z.enum(planIds) });
export const subscriptionCheckoutSchema = z.object({ checkoutUrl: z.string(), paymentId: z.string() });
export const subscriptionSchema = z
  .object({
    plan: z.enum(planIds).nullable(),
    status: z.enum(subscriptionStatuses),
    currentPeriodEnd: z.string().nullable(),
    lastPaymentFailed: z.boolean(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The usual GSM call-forwarding codes (3GPP TS 22.082), with the assistant's number filled in. */
export const voiceSchema = z
  .object({
    locked: z.boolean(),
    plan: z.enum(planIds).nullable(),
    phoneNumber: z.string().nullable(),
    active: z.boolean(),
    forwarding: z
      .object({ always: z.string(), whenBusy: z.string(), whenUnanswered: z.string(), undo: z.string() })
      .nullable(),
    /** The built-in simulator answers no real calls: its number is fictional and the screen says so. */
    provider: z.enum(['twilio', 'simulator']),
    /** The language the assistant greets callers in (they can switch). */
    language: z.enum(['de', 'en', 'vi', 'ar']),
    /** The greeting callers hear, per language. */
    greetings: z.object({ de: z.string(), en: z.string(), vi: z.string(), ar: z.string() }),
  })
  .meta({ id: 'PhoneAssistant' });
export type Voice = z.infer<typeof voiceSchema>;

export function forwardingCodes(phoneNumber: string): {
  always: string;
  whenBusy: string;
  whenUnanswered: string;
  undo: string;
} {
  return {
    always: `**21*${phoneNumber}#`,
    whenBusy: `**67*${phoneNumber}#`,
    whenUnanswered: `**61*${phoneNumber}#`,
    // Erases every call forwarding (3GPP "all call forwardings").
    undo: '##002#',
  };
}
