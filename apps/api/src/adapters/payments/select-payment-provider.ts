// The provider PAYMENTS_PROVIDER chose (config.ts): Stripe, or the embedded test provider.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

export function selectPaymentProvider(config: AppConfig, db: Kysely<Database>): PaymentProvider {
  const { stripe } = config.payments;
  return stripe ? createStripeProvider(stripe) : createTestProvider(db, config.publicUrl);
}
