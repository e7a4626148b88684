// The voucher journey (e2e/support/voucher-journey.ts) through the built-in test provider's own
// pages, on a server without Stripe settings (the test-provider projects of playwright.config.ts):
// its onboarding page verifies the studio's payout account, its checkout page takes the payment.
import { test } from '../support/app-test.ts';
import { testProviderPages } from '../support/provider-pages.ts';
import { giftVoucherJourney } from '../support/voucher-journey.ts';

test('with the test provider: a guest buys a gift voucher on a phone, the recipient claims and redeems it, the studio confirms @phone', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(240_000);
  await giftVoucherJourney({ guest: page, openContext, request }, testProviderPages);
});
