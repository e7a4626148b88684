// The voucher journey, the same against every payment provider (provider-pages.ts): the
// owner sets up payouts through the provider's onboarding and creates an offer; a guest on a phone
// buys a 50 € voucher for 45 € as a gift; the recipient gets the mail with the code and the PDF,
// claims it, asks to redeem 20 €, the owner confirms; a further 40 € is refused with the catalogue
// text, and the log shows purchased, gifted, claimed, redeemed. Each of the app's pages is scanned.
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { demoPassword } from '../../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { expect as baseExpect } from './app-test.ts';
import { apiKey, createStudio, signInAsOwner } from './fresh-studio.ts';
import { waitForMail } from './mail-capture.ts';
import type { ProviderPages } from './provider-pages.ts';
import { signIn } from './sign-in.ts';

// Three people, provider round trips and a polling page on a busy machine: waits get more room.
const expect = baseExpect.configure({ timeout: 20_000 });

const balanceTooLow = 'Der Restwert des Gutscheins reicht für diesen Betrag nicht aus.';
const german: BrowserContextOptions = { locale: 'de-DE' };

export interface VoucherJourneyFixtures {
  /** The guest's page: the phone project's. */
  guest: Page;
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  request: APIRequestContext;
}

/** An account for the gift's recipient (this run's own address). */
async function newAccount(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: 'admin@demo.studio', password: demoPassword },
  });
  const { token } = await login.json();
  const password = 'Gutschein-1234';
  const created = await request.post('/api/users', {
    headers: { ...apiKey, authorization: `Bearer ${token}` },
    data: { name: 'Mia Beschenkt', email, password, emailVerified: true },
  });
  expect(created.status()).toBe(201);
  return password;
}

async function setUpPayouts(owner: Page, provider: ProviderPages) {
  await owner.goto('/voucher');
  await expect(owner.getByTestId('payout-status')).toHaveText('Nicht eingerichtet');
  // The admin header says whether payments are real.
  await provider.expectNoMoneyNotice(owner);
  await expectNoSeriousA11yViolations(owner);
  await owner.getByTestId('payout-set-up').click();
  // The provider's onboarding page, then back to /voucher once the business is verified.
  await provider.completeOnboarding(owner);
  await expect(owner).toHaveURL(/\/voucher$/);
  await expect(owner.getByTestId('payout-status')).toHaveText('Aktiv');
}

async function createOffer(owner: Page) {
  await owner.getByTestId('voucher-offer-add').click();
  await owner.getByTestId('voucher-offer-name').fill('Gutschein 50 €');
  await owner.getByTestId('voucher-offer-value').fill('50');
  await owner.getByTestId('voucher-offer-price').fill('45');
  await owner.getByTestId('voucher-offer-save').click();
  await expect(owner.getByTestId('voucher-offers')).toContainText('Gutschein 50 €');
  await expectNoSeriousA11yViolations(owner);
}

export async function giftVoucherJourney(
  { guest, openContext, request }: VoucherJourneyFixtures,
  provider: ProviderPages,
): Promise<void> {
  const studio = await createStudio(request);
  const suffix = Date.now().toString(36);
  const recipientEmail = `mia-${suffix}@example.com`;
  const recipientPassword = await newAccount(request, recipientEmail);

  const owner = await (await openContext({ ...german, viewport: { width: 1366, height: 900 } })).newPage();
  await signInAsOwner(owner, studio);
  await setUpPayouts(owner, provider);
  await createOffer(owner);

  // The guest buys the voucher as a gift and pays at the provider.
  await guest.goto(`/partner/${studio.shopId}/app/voucher/purchase`);
  await guest.getByTestId('voucher-offer').first().click();
  await guest.getByTestId('voucher-buyer-name').fill('Anna Käufer');
  await guest.getByTestId('voucher-buyer-email').fill(`anna-${suffix}@example.com`);
  await guest.getByTestId('voucher-gift').check();
  await guest.getByTestId('voucher-recipient-name').fill('Mia Beschenkt');
  await guest.getByTestId('voucher-recipient-email').fill(recipientEmail);
  await guest.getByTestId('voucher-message').fill('Alles Gute zum Geburtstag!');
  await expect(guest.getByTestId('voucher-pay')).toContainText('45');
  await provider.expectNoMoneyNotice(guest);
  await expectNoSeriousA11yViolations(guest);
  await guest.getByTestId('voucher-pay').click();
  await provider.pay(guest);
  await expect(guest.getByTestId('voucher-purchase-thanks')).toBeVisible();
  await expectNoSeriousA11yViolations(guest);

  // The recipient's mail: the code, its claim link and the printable PDF.
  const mail = await waitForMail(recipientEmail, { pattern: /voucher\/claim\?code=/ });
  const code = /code=([A-Z2-9-]{14})/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(mail.data).toContain('application/pdf');
  expect(mail.data).toContain(`voucher-${code}.pdf`);

  // The recipient signs in on a phone of her own and claims the voucher from the mail's link.
  const recipient = await (
    await openContext({ ...german, viewport: { width: 412, height: 915 }, isMobile: true })
  ).newPage();
  await signIn(recipient, recipientEmail, recipientPassword);
  await expect(recipient).not.toHaveURL(/\/login/);
  await recipient.goto(`/partner/${studio.shopId}/app/voucher/claim?code=${code}`);
  await expect(recipient.getByTestId('voucher-claim-code')).toHaveValue(code);
  await expectNoSeriousA11yViolations(recipient);
  await recipient.getByTestId('voucher-claim-submit').click();
  await expect(recipient).toHaveURL(/\/account\/voucher$/);
  const card = recipient.getByTestId('held-voucher');
  await expect(card.getByTestId('voucher-remaining')).toContainText('50,00');
  await expectNoSeriousA11yViolations(recipient);

  // She asks to redeem 20 € at the counter; the owner confirms.
  await card.getByTestId('voucher-redeem-amount').fill('20');
  await card.getByTestId('voucher-redeem-request').click();
  await expect(card.getByTestId('voucher-request-pending')).toBeVisible();
  await owner.reload();
  const pending = owner.getByTestId('voucher-request');
  await expect(pending).toContainText('Mia Beschenkt');
  await expectNoSeriousA11yViolations(owner);
  await pending.getByTestId('voucher-request-confirm').click();
  await expect(owner.getByTestId('voucher-requests')).toContainText('Keine offenen Anfragen.');
  await expect(card.getByTestId('voucher-remaining')).toContainText('30,00');
  await expect(card.getByTestId('voucher-request-pending')).toBeHidden();

  // 40 € more than is left: refused with the catalogue text.
  await card.getByTestId('voucher-redeem-amount').fill('40');
  await card.getByTestId('voucher-redeem-request').click();
  await expect(recipient.getByTestId('global-snackbar')).toContainText(balanceTooLow);

  // The voucher's history.
  for (const type of ['purchased', 'gifted', 'claimed', 'redeemed']) {
    await expect(card.getByTestId(`voucher-log-${type}`)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(recipient);
  await expect(owner.getByTestId('sold-voucher-remaining')).toContainText('30,00');
}
