// Deals end to end: the global admin creates a ready-made deal for two studios, the owner of one
// switches it on, a customer on a phone redeems it once (code, QR code and countdown), is refused
// the second time with the catalogue text, and the owner checks the customer's code at the counter.
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect as baseExpect, test } from './support/app-test.ts';
import { apiKey, createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

// Three browsers on a busy shared machine: waits get more room than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const alreadyRedeemed = 'Dieser Deal wurde bereits eingelöst.';

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
  const customer = { email: `deal-${Date.now().toString(36)}@example.com`, password: 'Deal-Kunde-1234' };
  const created = await request.post('/api/users', {
    headers: { ...apiKey, authorization: `Bearer ${token}` },
    data: { name: 'Dana Deal', ...customer },
  });
  expect(created.status()).toBe(201);
  return customer;
}

async function chooseShop(admin: Page, name: string): Promise<void> {
  await admin.getByTestId('deal-shops').fill(name);
  await admin.getByRole('option', { name }).click();
}

test('the admin creates a deal for two studios, one switches it on, a customer redeems it once @phone', async ({
  page: phone,
  openContext,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Gel-Deal ${Date.now().toString(36)}`;
  const [first, second] = [await createStudio(request), await createStudio(request)];

  // The global admin creates a ready-made deal for both studios: switched off in each.
  const admin = await desktopPage(openContext);
  await signIn(admin, 'admin@demo.studio', demoPassword);
  await expect(admin).toHaveURL(/\/shops$/);
  await admin.goto('/deals');
  await admin.getByTestId('deal-new').click();
  const form = admin.getByTestId('deal-form-dialog');
  await expect(form).toBeVisible();
  await chooseShop(admin, first.name);
  await chooseShop(admin, second.name);
  await admin.getByTestId('deal-title').fill(title);
  await expect(form).toContainText(`${title.length} / 60 Zeichen`);
  await admin.getByTestId('deal-offer-text').fill('20 % auf jede Gel-Maniküre');
  await admin.getByTestId('deal-description').fill('Gilt für alle Gel-Maniküren im Aktionszeitraum.');
  await admin.getByTestId('deal-hot').check();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByTestId('deal-form-submit').click();
  await expect(form).toBeHidden();
  const created = admin.getByTestId('admin-deal').filter({ hasText: title });
  await expect(created).toContainText(`${first.name}: aus`);
  await expect(created).toContainText(`${second.name}: aus`);
  await expectNoSeriousA11yViolations(admin);

  // The owner of the first studio switches it on for the studio (no approval).
  const owner = await desktopPage(openContext);
  await signInAsOwner(owner, first);
  await owner.goto('/deal');
  const readyMade = owner.getByTestId('ready-made-deals').getByTestId('shop-deal').filter({ hasText: title });
  await expect(readyMade).toBeVisible();
  const switchOn = readyMade.getByTestId('shop-deal-active').locator('input');
  await expect(switchOn).not.toBeChecked();
  // The switch follows the server's answer, so it turns on once the change is saved.
  await switchOn.click();
  await expect(switchOn).toBeChecked();
  await expectNoSeriousA11yViolations(owner);

  // A customer on a phone sees it first among the studio's deals and redeems it.
  const customer = await newCustomer(request);
  await signIn(phone, customer.email, customer.password);
  await expect(phone).not.toHaveURL(/\/login$/);
  await phone.goto(`/partner/${first.shopId}/app`);
  const deal = phone.getByTestId('partner-deal').filter({ hasText: title });
  await expect(deal).toHaveAttribute('data-hot', 'true');
  await expectNoSeriousA11yViolations(phone);
  await deal.getByTestId('partner-deal-redeem').click();
  await phone.getByTestId('partner-deal-confirm-confirm').click();
  const screen = phone.getByTestId('redemption-screen');
  await expect(screen).toContainText(title);
  const code = screen.getByTestId('redemption-code');
  await expect(code).toHaveText(/^[A-Z2-9]{6}$/);
  await expect(screen.getByRole('img', { name: /QR/ })).toBeVisible();
  await expect(screen.getByTestId('redemption-countdown')).toHaveAttribute('data-running', 'true');
  const redeemedCode = (await code.textContent()) ?? '';
  await expectNoSeriousA11yViolations(phone);
  await screen.getByTestId('redemption-screen-close').click();
  await expect(screen).toBeHidden();

  // The second time is refused with the catalogue text.
  await deal.getByTestId('partner-deal-redeem').click();
  await phone.getByTestId('partner-deal-confirm-confirm').click();
  await expect(deal.getByTestId('partner-deal-refusal')).toHaveText(alreadyRedeemed);

  // The other studio has not switched it on: its customers do not see it, and with nothing else in
  // its app there is no deals tab at all.
  await phone.goto(`/partner/${second.shopId}/app`);
  await expect(phone.getByTestId('partner-app-empty')).toBeVisible();
  await expect(phone.getByText(title)).toHaveCount(0);

  // At the counter, the owner checks the code the phone showed.
  await owner.getByTestId('redemption-check-open').click();
  await owner.getByTestId('redemption-check-code').fill(redeemedCode.toLowerCase());
  await expect(owner.getByTestId('redemption-check-found')).toContainText(title);
  await expect(owner.getByTestId('redemption-check-found')).toContainText('Dana Deal');
  await expectNoSeriousA11yViolations(owner);
});
