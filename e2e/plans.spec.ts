// A new studio pays for its plan with the app's payments on a local fake Stripe
// (e2e/support/fake-stripe.ts): its hosted checkout pays or fails and sends signed webhooks, as
// Stripe would. The journey itself is e2e/support/plan-journey.ts.
import { test } from './support/app-test.ts';
import { paidPlanJourney } from './support/plan-journey.ts';
import { fakeStripePages } from './support/provider-pages.ts';

test('a new studio pays for Basic and goes live; a failed payment leaves it pending with the retry message', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(180_000);
  await paidPlanJourney({ page, openContext, request }, fakeStripePages);
});
