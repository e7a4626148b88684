// Gifts and partner cards end to end: the global admin creates a partner card and a gift for a
// studio, the owner chooses the card (approved by the admin), and a customer on a phone claims the
// gift once, which the owner then hands over, and adds the partner card (a wrong number refused,
// the right one shown as a barcode).
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import sharp from 'sharp';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect as baseExpect, test } from './support/app-test.ts';
import { adminAuth, apiKey, createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

// Three browsers on a busy shared machine: waits get more room than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

async function desktopPage(openContext: OpenContext): Promise<Page> {
  const context = await openContext({ viewport: { width: 1366, height: 900 }, locale: 'de-DE' });
  return context.newPage();
}

/** A customer of this run only (the spec runs once per browser project on one server). */
async function newCustomer(
  request: APIRequestContext,
  run: string,
): Promise<{ email: string; password: string }> {
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: 'admin@demo.studio', password: demoPassword },
  });
  const { token } = await login.json();
  const customer = { email: `geschenk-${run}@example.com`, password: 'Geschenk-1234' };
  const created = await request.post('/api/users', {
    headers: { ...apiKey, authorization: `Bearer ${token}` },
    data: { name: 'Greta Geschenk', ...customer },
  });
  expect(created.status()).toBe(201);
  return customer;
}

test('the admin creates a partner card and a gift, a customer claims the gift and adds the card @phone', async ({
  page: phone,
  openContext,
  request,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const cardTitle = `Bonus ${run}`;
  const giftTitle = `Willkommen ${run}`;
  const studio = await createStudio(request);

  // The global admin creates a partner card whose numbers are 4711 and six digits.
  const admin = await desktopPage(openContext);
  await signIn(admin, 'admin@demo.studio', demoPassword);
  await expect(admin).toHaveURL(/\/shops$/);
  await admin.goto('/admin/partner-cards');
  await admin.getByTestId('partner-card-new').click();
  await admin.getByTestId('partner-card-title').fill(cardTitle);
  await admin.getByTestId('partner-card-pattern').fill('4711\\d{6}');
  await admin.getByTestId('partner-card-try').fill('4711 123456');
  await expect(admin.getByTestId('partner-card-try-result')).toContainText('passt zum Muster');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByTestId('partner-card-form-submit').click();
  await expect(admin.getByTestId('partner-card-form-dialog')).toHaveCount(0);
  await expect(admin.getByTestId('partner-card-row').filter({ hasText: cardTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // ... and a gift for the studio, live at once.
  await admin.goto(`/admin/gifts?shop=${studio.shopId}`);
  await expect(admin.getByTestId('gift-studio')).toHaveValue(studio.name);
  await admin.getByTestId('gift-add').click();
  await admin.getByTestId('gift-title').fill(giftTitle);
  await admin.getByTestId('gift-offer-text').fill('Gratis Nagelpflege-Öl');
  await admin.getByTestId('gift-description').fill('Zur ersten Maniküre, einmal pro Kundin.');
  const png = await sharp({
    create: { width: 600, height: 300, channels: 3, background: { r: 240, g: 170, b: 60 } },
  })
    .png()
    .toBuffer();
  await admin
    .getByTestId('gift-image')
    .setInputFiles({ name: 'geschenk.png', mimeType: 'image/png', buffer: png });
  await expect(admin.getByTestId('gift-image-button')).toContainText('Bild ersetzen');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByTestId('gift-form-submit').click();
  await expect(admin.getByTestId('gift-form-dialog')).toHaveCount(0);
  const managed = admin.getByTestId('managed-gift').filter({ hasText: giftTitle });
  await expect(managed).toHaveAttribute('data-state', 'live');
  await expectNoSeriousA11yViolations(admin);

  // The owner chooses to accept the card; the admin approves the choice.
  const owner = await desktopPage(openContext);
  await signInAsOwner(owner, studio);
  await owner.goto('/shop/partner-cards');
  const choice = owner.getByTestId('partner-card-choice').getByRole('checkbox', { name: cardTitle });
  await choice.check();
  await owner.getByTestId('partner-card-choice-save').click();
  await expect(owner.getByTestId('partner-card-choice-pending')).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  await admin.goto('/admin/approvals');
  const approval = admin
    .getByTestId('approval-card')
    .filter({ has: admin.getByTestId('partner-card-approval-preview').filter({ hasText: cardTitle }) });
  await expect(approval).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await approval.getByTestId('approval-approve').click();
  await expect(approval).toHaveCount(0);

  // The customer, on a phone, claims the gift once.
  const customer = await newCustomer(request, run);
  await signIn(phone, customer.email, customer.password);
  await expect(phone).not.toHaveURL(/\/login$/);
  await phone.goto(`/partner/${studio.shopId}/app?tab=gifts`);
  const gift = phone.getByTestId('partner-gift').filter({ hasText: giftTitle });
  await expect(gift).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await gift.getByTestId('partner-gift-claim').click();
  await expect(gift.getByTestId('partner-gift-claimed')).toBeVisible();
  await expect(gift.getByTestId('partner-gift-claim')).toHaveCount(0);

  // The owner hands it over at the counter.
  await owner.goto('/shop/gifts');
  const claim = owner.getByTestId('gift-claim').filter({ hasText: giftTitle });
  await expect(claim).toContainText('Greta Geschenk');
  await expectNoSeriousA11yViolations(owner);
  await claim.getByTestId('gift-claim-hand-over').click();
  await expect(claim).toHaveCount(0);
  await expect(owner.getByTestId('managed-gift').filter({ hasText: giftTitle })).toContainText('übergeben 1');

  // The bonus card: a number that does not fit the card is refused, the right one shows as a barcode.
  await phone.getByTestId('partner-app-tab-bonus').click();
  await expect(phone).toHaveURL(/tab=bonus/);
  await phone.getByTestId('partner-card-add-open').click();
  const number = phone.getByTestId('partner-card-add-number');
  await number.fill('4712123456');
  await phone.getByTestId('partner-card-add-submit').click();
  await expect(phone.getByTestId('partner-card-add-dialog')).toContainText(
    `keine gültige ${cardTitle}-Kartennummer`,
  );
  await number.fill('4711 654321');
  await phone.getByTestId('partner-card-add-submit').click();
  await expect(phone.getByTestId('partner-card-add-dialog')).toHaveCount(0);
  const barcode = phone
    .getByTestId('my-partner-card')
    .filter({ hasText: cardTitle })
    .getByTestId('partner-card-barcode');
  await expect(barcode).toHaveAttribute('data-number', '4711654321');
  await expect(barcode.locator('svg rect').first()).toBeAttached();
  await expectNoSeriousA11yViolations(phone);

  // Back on the gifts tab, the gift shows as received.
  await phone.getByTestId('partner-app-tab-gifts').click();
  await expect(phone.getByTestId('partner-gift').filter({ hasText: giftTitle })).toContainText('Erhalten');
});

test('a customer finds every partner card of theirs under /account, as a barcode, and removes one @phone', async ({
  page: phone,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminAuth(request);
  const suffix = Date.now().toString(36);
  // Two cards the customer added at different studios: the account page lists both.
  const cards = [
    { title: `Drogerie ${suffix}`, pattern: '4711\\d{6}', number: '4711000042' },
    { title: `Tankstelle ${suffix}`, pattern: '99\\d{4}', number: '991234' },
  ];
  const customer = { email: `cards-${suffix}@example.com`, password: 'Karten-Kunde-1234' };
  expect(
    (
      await request.post('/api/users', {
        headers: admin,
        data: { name: 'Karla Karte', ...customer, emailVerified: true },
      })
    ).status(),
  ).toBe(201);
  const login = await request.post('/api/auth/login', { headers: apiKey, data: customer });
  expect(login.status()).toBe(200);
  const customerAuth = { ...apiKey, authorization: `Bearer ${(await login.json()).token}` };
  for (const card of cards) {
    const created = await request.post('/api/partner-cards', {
      headers: admin,
      data: { title: card.title, pattern: card.pattern },
    });
    expect(created.status()).toBe(201);
    const added = await request.post('/api/me/partner-cards', {
      headers: customerAuth,
      data: { partnerCardId: (await created.json()).id, number: card.number },
    });
    expect(added.status()).toBe(201);
  }

  await signIn(phone, customer.email, customer.password);
  await expect(phone).not.toHaveURL(/\/login$/);
  await phone.goto('/account');
  await phone.getByTestId('account-link-partnerCards').click();
  await expect(phone).toHaveURL(/\/account\/partnercards$/);
  for (const card of cards) {
    const barcode = phone
      .getByTestId('my-partner-card')
      .filter({ hasText: card.title })
      .getByTestId('partner-card-barcode');
    await expect(barcode).toHaveAttribute('data-number', card.number);
  }
  await expectNoSeriousA11yViolations(phone);

  await phone.getByRole('button', { name: `${cards[1]?.title} entfernen` }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(phone.getByTestId('my-partner-card').filter({ hasText: cards[1]?.title })).toHaveCount(0);
  await expect(phone.getByTestId('my-partner-card').filter({ hasText: cards[0]?.title })).toBeVisible();
});
