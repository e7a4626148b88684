// Vouchers end to end against a local fake Stripe (e2e/support/fake-stripe.ts): the journey of
// e2e/support/voucher-journey.ts through Stripe's hosted onboarding and checkout.
import { test } from './support/app-test.ts';
import { fakeStripePages } from './support/provider-pages.ts';
import { giftVoucherJourney } from './support/voucher-journey.ts';

test('a guest buys a gift voucher on a phone, the recipient claims and redeems it, the studio confirms @phone', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(240_000);
  await giftVoucherJourney({ guest: page, openContext, request }, fakeStripePages);
});
