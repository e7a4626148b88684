// What a person does on the payment provider's own pages, which differ between the providers the
// journeys run against: the local fake Stripe (e2e/support/fake-stripe.ts) and the app's built-in
// test provider (apps/web/src/features/payments). The journeys (voucher-journey.ts,
// plan-journey.ts) are the same for both.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';

export interface ProviderPages {
  /** On the provider's onboarding page: verify the business and come back to /voucher. */
  completeOnboarding(owner: Page): Promise<void>;
  /** On the provider's checkout: pay (the provider then sends the customer back). */
  pay(page: Page): Promise<void>;
  /** On the provider's checkout: the payment fails, and the customer goes back to the studio. */
  failAndGoBack(page: Page): Promise<void>;
  /**
   * On one of our pages or dialogs that leads to a payment (a checkout step, an admin portal): the
   * notice that no money is taken shows with the test provider only.
   */
  expectNoMoneyNotice(scope: Page | Locator): Promise<void>;
}

/** The fake Stripe's hosted pages (apps/api/test/support/fake-stripe-server.ts): not ours, so not scanned. */
export const fakeStripePages: ProviderPages = {
  async completeOnboarding(owner) {
    await owner.getByRole('button', { name: 'Submit verification' }).click();
  },
  async pay(page) {
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
  },
  async failAndGoBack(page) {
    await expect(page.getByRole('heading', { name: 'Pay' })).toBeVisible();
    // Like Stripe's cancel: straight back to the studio.
    await page.getByRole('button', { name: 'Fail' }).click();
  },
  async expectNoMoneyNotice(scope) {
    await expect(scope.getByTestId('no-money-taken')).toHaveCount(0);
  },
};

/** The built-in test provider's pages, in the app's own language (German here), each scanned. */
export const testProviderPages: ProviderPages = {
  async completeOnboarding(owner) {
    await expect(owner).toHaveURL(/\/payments\/test\/accounts\/acct_test_[0-9a-f]{32}$/);
    await expect(owner.getByRole('heading', { name: 'Auszahlungskonto' })).toBeVisible();
    await expect(owner).toHaveTitle(/^Auszahlungskonto/);
    await expect(owner.getByTestId('test-mode-banner')).toContainText('Es fließt kein Geld');
    await expectNoSeriousA11yViolations(owner);
    await owner.getByRole('button', { name: 'Geschäftsdaten bestätigen' }).click();
    await expect(owner.getByText('Verifiziert: Auszahlungen sind aktiv.')).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
    await owner.getByTestId('test-account-back').click();
  },
  async pay(page) {
    await openTestCheckout(page);
    await page.getByRole('button', { name: 'Bezahlen (Test)' }).click();
  },
  async failAndGoBack(page) {
    await openTestCheckout(page);
    await page.getByRole('button', { name: 'Fehlgeschlagene Zahlung simulieren' }).click();
    // As on a real provider's checkout, a failed payment is shown there and may be tried again.
    await expect(page.getByTestId('test-checkout-failed')).toContainText('Bitte versuche es erneut.');
    await expect(page.getByRole('button', { name: 'Bezahlen (Test)' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Zurück, ohne zu bezahlen' }).click();
  },
  async expectNoMoneyNotice(scope) {
    await expect(scope.getByTestId('no-money-taken')).toContainText('Es wird kein Geld genommen.');
  },
};

async function openTestCheckout(page: Page) {
  await expect(page).toHaveURL(/\/payments\/test\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Bezahlen', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Bezahlen/);
  await expect(page.getByTestId('test-mode-banner')).toContainText('Es fließt kein Geld');
  await expect(page.getByTestId('test-checkout-amount')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}
