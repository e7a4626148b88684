// Stamp cards end to end: the owner sets up a card, the global admin approves it, a customer on a
// phone collects stamps that the owner confirms (in counter mode and from the list) until the card
// is full, is refused one more with the catalogue text, and redeems the card.
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import sharp from 'sharp';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect as baseExpect, test } from './support/app-test.ts';
import { apiKey, createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

// Two browsers, a polling page and a busy shared machine: waits get more room than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const cardFull = 'Die Stempelkarte ist voll. Bitte löse sie ein, bevor du weitere Stempel sammelst.';

type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

async function desktopPage(openContext: OpenContext): Promise<Page> {
  const context = await openContext({ viewport: { width: 1366, height: 900 }, locale: 'de-DE' });
  return context.newPage();
}

/** A customer of this run only (the spec runs once per browser project on one server). */
async function newCustomer(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: 'admin@demo.studio', password: demoPassword },
  });
  const { token } = await login.json();
  const customer = { email: `stempel-${Date.now().toString(36)}@example.com`, password: 'Stempel-1234' };
  const created = await request.post('/api/users', {
    headers: { ...apiKey, authorization: `Bearer ${token}` },
    data: { name: 'Stella Stempel', ...customer },
  });
  expect(created.status()).toBe(201);
  return customer;
}

/** The customer asks for a stamp (or the redemption) and reads the code the phone shows. */
async function requestOnPhone(phone: Page, button: 'my-stamp-card-request' | 'my-stamp-card-redeem') {
  await phone.getByTestId(button).click();
  const code = phone.getByTestId('my-stamp-request-code');
  await expect(code).toHaveText(/^[A-Z2-9]{6}$/);
  return (await code.textContent()) ?? '';
}

test('the owner sets up a stamp card, the admin approves it, a customer fills and redeems it @phone', async ({
  page: phone,
  openContext,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Nagel-Treue ${Date.now().toString(36)}`;
  const studio = await createStudio(request);

  // The owner sets up the card: it waits for approval.
  const owner = await desktopPage(openContext);
  await signInAsOwner(owner, studio);
  await owner.goto('/stampcards');
  await owner.getByTestId('stamp-card-title').fill(title);
  await owner.getByTestId('stamp-card-description').fill('Jede Maniküre ein Stempel, die vierte gratis.');
  await owner.getByTestId('stamp-card-redeem-count').fill('3');
  const png = await sharp({
    create: { width: 600, height: 300, channels: 3, background: { r: 220, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();
  await owner
    .getByTestId('stamp-card-image')
    .setInputFiles({ name: 'karte.png', mimeType: 'image/png', buffer: png });
  await expect(owner.getByTestId('stamp-card-image-button')).toContainText('Bild ersetzen');
  await expectNoSeriousA11yViolations(owner);
  await owner.getByTestId('stamp-card-save').click();
  await expect(owner.getByTestId('stamp-card-pending')).toBeVisible();

  // The global admin sees before and after, and approves.
  const admin = await desktopPage(openContext);
  await signIn(admin, 'admin@demo.studio', demoPassword);
  await expect(admin).toHaveURL(/\/shops$/);
  await admin.goto('/admin/approvals');
  const approval = admin.getByTestId('approval-card').filter({ hasText: title });
  await expect(approval.getByTestId('stamp-card-approval-preview')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await approval.getByTestId('approval-approve').click();
  await expect(admin.getByTestId('approval-card').filter({ hasText: title })).toHaveCount(0);

  // The customer, on a phone, sees the live card.
  const customer = await newCustomer(request);
  await signIn(phone, customer.email, customer.password);
  await expect(phone).not.toHaveURL(/\/login$/);
  await phone.goto(`/partner/${studio.shopId}/app?tab=stamps`);
  const card = phone.getByTestId('my-stamp-card');
  await expect(card).toContainText(title);
  await expect(card).toHaveAttribute('data-stamps', '0');
  await expect(card).toHaveAttribute('data-max-stamps', '3');
  await expectNoSeriousA11yViolations(phone);

  // First stamp: confirmed in counter mode by typing the code the phone shows.
  const firstCode = await requestOnPhone(phone, 'my-stamp-card-request');
  await owner.goto('/stampcards');
  await owner.getByTestId('stamp-counter-open').click();
  await owner.getByTestId('stamp-counter-code').fill(firstCode.toLowerCase());
  await owner.getByTestId('stamp-counter').getByTestId('stamp-request-confirm').click();
  await expect(owner.getByTestId('stamp-counter-code')).toHaveValue('');
  await owner.getByTestId('stamp-counter-close').click();
  await expect(card).toHaveAttribute('data-stamps', '1');

  // Two more from the list of pending requests, the phone following without a reload.
  for (const expected of ['2', '3']) {
    const code = await requestOnPhone(phone, 'my-stamp-card-request');
    const row = owner.locator(`[data-testid="stamp-request"][data-code="${code}"]`);
    await row.getByTestId('stamp-request-confirm').click();
    await expect(row).toHaveCount(0);
    await expect(card).toHaveAttribute('data-stamps', expected);
  }

  // One more stamp on the full card is refused with the catalogue text.
  await phone.getByTestId('my-stamp-card-request').click();
  await expect(phone.getByTestId('global-snackbar')).toContainText(cardFull);

  // Redeeming: the owner confirms, the card starts again empty.
  const redeemCode = await requestOnPhone(phone, 'my-stamp-card-redeem');
  await owner
    .locator(`[data-testid="stamp-request"][data-code="${redeemCode}"]`)
    .getByTestId('stamp-request-confirm')
    .click();
  await expect(phone.getByTestId('my-stamp-card-redeemed')).toBeVisible();
  await expect(card).toHaveAttribute('data-stamps', '0');
  await expect(owner.getByTestId('stamp-total-cardsRedeemed')).not.toContainText(/^0/);
  await expectNoSeriousA11yViolations(owner);

  // The customer's list of cards shows it too.
  await phone.goto('/account/stampcards');
  await expect(
    phone.locator(`[data-testid="held-stamp-card"][data-shop-id="${studio.shopId}"]`),
  ).toContainText(title);
  await expectNoSeriousA11yViolations(phone);
});
