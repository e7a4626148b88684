// The embedded test provider (PAYMENTS_PROVIDER=test; the default outside production without Stripe
// settings): no money moves, and every screen that could take money says so. Its
// checkout is a page of our web app (marked "test mode") whose pay and fail buttons call the
// completion route; its connected accounts are verified from its own onboarding page. It has no
// webhooks: the completion routes apply their outcome directly.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findTestAccountState } from './test-provider.repo.ts';

const accountPrefix = 'acct_test_';

/** A test account's id names its shop, so that its state is read within that shop. */
export function testAccountIdOf(shopId: string): string {
  return `${accountPrefix}${shopId.replaceAll('-', '')}`;
}

export function shopIdOfTestAccount(accountId: string): string | null {
  const hex = accountId.startsWith(accountPrefix) ? accountId.slice(accountPrefix.length) : '';
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function testCheckoutUrl(publicUrl: string, paymentId: string): string {
  return `${publicUrl}/api/payments/test/checkout/${paymentId}`;
}

const decliningSetupPrefix = 'seti_test_declines_';

/**
 * A completed test card setup's reference. Like the real provider's test cards, one card may be
 * saved that declines every later charge, to try the fallback to a mailed payment link.
 */
export function testSetupRefOf(paymentId: string, card: 'works' | 'declines'): string {
  return `${card === 'declines' ? decliningSetupPrefix : 'seti_test_'}${paymentId.replaceAll('-', '')}`;
}

export function createTestProvider(db: Kysely<Database>, publicUrl: string): PaymentProvider {
  const accountPage = (accountId: string) => `${publicUrl}/payments/test/accounts/${accountId}`;
  return {
    name: 'test',
    async startCheckout(checkout) {
      return { checkoutRef: checkout.paymentId, url: testCheckoutUrl(publicUrl, checkout.paymentId) };
    },
    async startSubscription(checkout) {
      return { checkoutRef: checkout.paymentId, url: testCheckoutUrl(publicUrl, checkout.paymentId) };
    },
    async startCardSetup(setup) {
      return { checkoutRef: setup.paymentId, url: testCheckoutUrl(publicUrl, setup.paymentId) };
    },
    async chargeSavedCard(charge) {
      if (charge.setupRef.startsWith(decliningSetupPrefix)) return { outcome: 'declined' };
      return { outcome: 'succeeded', paymentRef: `pi_test_${charge.paymentId.replaceAll('-', '')}` };
    },
    async createAccount(shop) {
      return { accountId: testAccountIdOf(shop.shopId) };
    },
    async onboardingLink(accountId) {
      return accountPage(accountId);
    },
    async readAccount(accountId) {
      const shopId = shopIdOfTestAccount(accountId);
      const row = shopId ? await findTestAccountState(db, shopId, accountId) : undefined;
      const verified = row?.payouts_enabled ?? false;
      return {
        chargesEnabled: row?.charges_enabled ?? false,
        payoutsEnabled: verified,
        detailsSubmitted: row?.details_submitted ?? false,
        disabledReason: verified ? null : 'requirements.pending_verification',
      };
    },
    async dashboardLink(accountId) {
      return accountPage(accountId);
    },
    async refund() {
      // Test mode: no money moved, so none goes back.
    },
    async readWebhook() {
      throw new Error('the test provider sends no webhooks');
    },
  };
}
