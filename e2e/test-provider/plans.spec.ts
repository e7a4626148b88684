// The plan journey (e2e/support/plan-journey.ts) through the built-in test provider's checkout
// page, on a server without Stripe settings (the test-provider projects of playwright.config.ts):
// a simulated failure is shown on the checkout page, whose way back leads to the retry message.
import { test } from '../support/app-test.ts';
import { paidPlanJourney } from '../support/plan-journey.ts';
import { testProviderPages } from '../support/provider-pages.ts';

test('with the test provider: a new studio pays for Basic and goes live; a failed payment leaves it pending with the retry message', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(180_000);
  await paidPlanJourney({ page, openContext, request }, testProviderPages);
});
