// A new owner signs up, receives the verification mail over SMTP, verifies,
// creates a studio and sees it pending; a global admin approves the profile change and activates
// the shop; the public page answers; the global admin disables the owner, whose next request fails.
import type { Page } from '@playwright/test';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { adminAuth } from './support/fresh-studio.ts';
import { linkIn, waitForMail } from './support/mail-capture.ts';
import { signIn } from './support/sign-in.ts';

const apiKey = { 'x-api-key': 'dev-api-key' };

async function sessionShopId(page: Page): Promise<string> {
  const shopId = await page.evaluate(() => {
    const raw = localStorage.getItem('auth.user');
    return raw ? (JSON.parse(raw) as { shopId: string | null }).shopId : null;
  });
  if (!shopId) throw new Error('the session has no shop');
  return shopId;
}

test('sign up, verify by mail, create a studio, go live, and lose access when disabled', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const email = `owner-${stamp}@e2e.studio.test`;
  const password = 'Studio-Pass-2024';
  const studioName = `Nagelzauber ${stamp}`;
  const approvedDescription = 'Gel, Acryl und Nail-Art – jetzt mit veganen Produkten.';

  await test.step('sign up on /partner/register', async () => {
    await page.goto('/partner/register');
    await expectNoSeriousA11yViolations(page);
    // The consent is mandatory.
    await page.getByTestId('register-first-name').fill('Mai');
    await page.getByTestId('register-last-name').fill('Tran');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-form')).toContainText('Datenschutzerklärung zu');
    await page.getByTestId('register-consent').check();
    await page.getByTestId('register-submit').click();

    await expect(page.getByTestId('check-inbox')).toBeVisible();
    await expect(page.getByTestId('check-inbox-email')).toHaveText(email);
    // Resend stays disabled and counts the seconds down after the mail just sent.
    const resend = page.getByTestId('resend-verification');
    await expect(resend).toBeDisabled();
    await expect(resend).toContainText(/\d+ s/);
    const before = Number(await resend.getAttribute('data-seconds-left'));
    await expect
      .poll(async () => Number(await resend.getAttribute('data-seconds-left')))
      .toBeLessThan(before);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('receive the verification mail over SMTP and verify', async () => {
    const mail = await waitForMail(email, { pattern: /mode=verifyEmail/ });
    const link = linkIn(mail, /mode=verifyEmail&token=/);
    await page.goto(link);
    await expect(page.getByTestId('recovery-verified')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('recovery-create-studio').click();
    await expect(page).toHaveURL(/\/partner\/create$/);
  });

  await test.step('create the studio: search step, then the two-step modal', async () => {
    await expect(page.getByTestId('studio-search-form')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('studio-search-name').fill(studioName);
    await page.getByTestId('studio-search-address').fill('Torstraße 1, 10119 Berlin');
    // The location comes from the place search (the offline geocoder here), never typed.
    await expect(
      page.getByTestId('studio-search-form').getByRole('textbox', { name: /Breitengrad/ }),
    ).toHaveCount(0);
    await page.getByTestId('studio-search-find-place').click();
    await page.getByTestId('studio-search-places').getByRole('button').first().click();
    await expect(page.getByTestId('studio-search-location-set')).toBeVisible();
    await page.getByTestId('studio-search-continue').click();

    const dialog = page.getByTestId('create-studio-dialog');
    await expect(dialog.getByTestId('create-studio-name')).toHaveValue(studioName);
    // Step 1 is validated before step 2 opens.
    await dialog.getByTestId('create-studio-next').click();
    await expect(dialog.getByTestId('create-studio-step-details')).toContainText('Pflichtfeld');
    await dialog.getByTestId('create-studio-category').click();
    await page.getByTestId('create-studio-category-nails').click();
    // The menu fades out; scanning it half-transparent would report its options' contrast.
    await expect(page.getByTestId('create-studio-category-nails')).toBeHidden();
    await dialog.getByTestId('create-studio-phone').fill('+49 30 5550123');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('create-studio-next').click();

    await expect(dialog.getByTestId('create-studio-step-finish')).toBeVisible();
    await dialog.getByTestId('create-studio-description').fill('Gel, Acryl und Nail-Art.');
    await expect(dialog.getByTestId('create-studio-timezone')).toHaveValue(/Europe \/ Berlin/);
    await expect(dialog.getByTestId('create-studio-summary')).toContainText(studioName);
    await dialog.getByTestId('create-studio-submit').click();
  });

  let shopId = '';
  await test.step('land on the dashboard with the studio pending', async () => {
    await expect(page).toHaveURL(/\/shop$/);
    const card = page.getByTestId('studio-status-card');
    await expect(card).toContainText(studioName);
    await expect(card.getByTestId('shop-status-chip')).toHaveAttribute('data-status', 'pending');
    await expectNoSeriousA11yViolations(page);
    shopId = await sessionShopId(page);
    // Not public while pending.
    const hidden = await request.get(`/api/shops/${shopId}`, { headers: apiKey });
    expect(hidden.status()).toBe(404);
    const visitorContext = await openContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/partner/${shopId}`);
    await expect(
      visitor.getByText('Dieses Studio gibt es nicht oder es ist gerade nicht aktiv.', { exact: false }),
    ).toBeVisible({ timeout: 30_000 });
    await visitorContext.close();
  });

  await test.step('the owner changes the profile; the change waits for approval', async () => {
    await card(page).getByTestId('studio-status-edit-profile').click();
    await expect(page).toHaveURL(/\/shop\/profile$/);
    await page.getByTestId('shop-profile-description').fill(approvedDescription);
    await page.getByTestId('shop-profile-submit').click();
    await expect(page.getByTestId('shop-profile-pending')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('nav-shopDashboard').click();
    await expect(page.getByTestId('studio-status-pending-change')).toBeVisible();
  });

  const adminContext = await openContext();
  const admin = await adminContext.newPage();

  await test.step('the global admin approves the profile change', async () => {
    await signIn(admin, 'admin@demo.studio', demoPassword);
    await expect(admin).toHaveURL(/\/shops$/);
    await admin.getByTestId('nav-adminApprovals').click();
    const request = admin.locator(`[data-testid="approval-card"][data-shop-id="${shopId}"]`);
    await expect(request).toContainText(approvedDescription);
    await expectNoSeriousA11yViolations(admin);
    await request.getByTestId('approval-approve').click();
    await expect(request).toHaveCount(0);
  });

  await test.step('the global admin activates the shop in the status modal', async () => {
    await admin.getByTestId('nav-adminShops').click();
    const row = admin.locator(`[data-testid="shop-row"][data-shop-id="${shopId}"]`);
    await expect(row.getByTestId('shop-status-chip')).toHaveAttribute('data-status', 'pending');
    await expectNoSeriousA11yViolations(admin);
    await row.getByTestId('shop-action-status').click();
    const dialog = admin.getByTestId('shop-status-dialog');
    await dialog.getByTestId('shop-status-option-active').check();
    await expectNoSeriousA11yViolations(admin);
    // Nothing to book yet: going live is refused, naming what is missing.
    await dialog.getByTestId('shop-status-save').click();
    await expect(dialog.getByTestId('shop-status-error-treatments')).toBeVisible();
    await expect(dialog.getByTestId('shop-status-error-team')).toBeVisible();
    await expect(dialog.getByTestId('shop-status-error-imprint')).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    const headers = await adminAuth(request);
    const legal = await request.put(`/api/shops/${shopId}`, {
      headers,
      data: {
        legal: {
          name: `${studioName} GmbH`,
          representative: 'Mara Muster',
          address: 'Teststraße 1, 10115 Berlin',
          email: 'legal@e2e.studio.test',
          phone: '+49 30 1234567',
        },
      },
    });
    expect(legal.status()).toBe(200);
    const member = await request.post(`/api/shops/${shopId}/team-members`, {
      headers,
      data: { name: 'Mara', color: '#D81B60' },
    });
    expect(member.status()).toBe(201);
    const treatment = await request.post(`/api/shops/${shopId}/services`, {
      headers,
      data: { name: 'Maniküre', priceCents: 3000, durationMinutes: 45 },
    });
    expect(treatment.status()).toBe(201);
    await dialog.getByTestId('shop-status-save').click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveAttribute('data-status', 'active');
  });

  await test.step('the public studio page answers', async () => {
    const visitorContext = await openContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/partner/${shopId}`);
    await expect(visitor.getByTestId('page-title')).toHaveText(studioName);
    await expect(visitor.getByTestId('partner-studio')).toContainText(approvedDescription);
    await expectNoSeriousA11yViolations(visitor);
    await visitorContext.close();
    const live = await request.get(`/api/shops/${shopId}`, { headers: apiKey });
    expect(live.status()).toBe(200);
    // The owner was told by mail that the studio is live.
    await waitForMail(email, { pattern: new RegExp(`/partner/${shopId}|${studioName}`) });
  });

  await test.step('the owner sees the studio active', async () => {
    await page.reload();
    await expect(page.getByTestId('studio-status-card').getByTestId('shop-status-chip')).toHaveAttribute(
      'data-status',
      'active',
    );
  });

  await test.step('the global admin disables the owner', async () => {
    await admin.getByTestId('nav-adminUsers').click();
    await admin.getByTestId('users-search').fill(email);
    const row = admin.locator(`[data-testid="user-row"][data-email="${email}"]`);
    await expect(row).toHaveAttribute('data-disabled', 'false');
    await row.getByTestId('user-action-disable').click();
    await admin.getByTestId('user-confirm-confirm').click();
    await expect(row).toHaveAttribute('data-disabled', 'true');
    await expectNoSeriousA11yViolations(admin);
  });

  await test.step("the owner's next request fails and lands on /login", async () => {
    await page.getByTestId('nav-shopProfile').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    // Signing in again is refused with the catalogue's message.
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toContainText('deaktiviert');
  });

  await adminContext.close();
});

test('sign-up, the verify-first step and the customer sign-in step on a phone in Arabic @phone', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('app.language', 'ar'));
  const email = `phone-${Date.now()}@e2e.studio.test`;

  await page.goto('/partner/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('register-first-name').fill('ليلى');
  await page.getByTestId('register-last-name').fill('حسن');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('Studio-Pass-2024');
  await page.getByTestId('register-consent').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('check-inbox')).toBeVisible();
  await expect(page.getByTestId('resend-verification')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Signed in but not verified: creating a studio asks to confirm the address first.
  await page.goto('/partner/create');
  await expect(page.getByTestId('check-inbox-email')).toHaveText(email);
  await expectNoSeriousA11yViolations(page);

  // Signed out, /account offers the customer sign-in step: continue as guest or log in.
  await page.evaluate(() => {
    localStorage.removeItem('auth.token');
    localStorage.removeItem('auth.user');
  });
  await page.goto('/account');
  await expect(page.getByTestId('customer-sign-in')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('customer-continue-as-guest').click();
  await expect(page.getByTestId('profile-guest')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

function card(page: Page) {
  return page.getByTestId('studio-status-card');
}
