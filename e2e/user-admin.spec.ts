// The global admin's user management: create an account, disable it (it can no longer sign in),
// enable it again (it can), with an accessibility scan of each state.
import type { Page } from '@playwright/test';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { waitForMail } from './support/mail-capture.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('the global admin creates, disables and enables a user', async ({ page, openContext }) => {
  test.setTimeout(180_000);
  const email = `staff-${Date.now()}@e2e.studio.test`;
  const password = 'Staff-Pass-2024';

  await signIn(page, 'admin@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shops$/);
  await page.getByTestId('nav-adminUsers').click();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  // The list shows the last login: the admin just signed in. Other specs' accounts may fill the
  // first page, so the admin is found by search.
  await page.getByTestId('users-search').fill('admin@demo.studio');
  await expect(
    page.locator('[data-testid="user-row"][data-email="admin@demo.studio"]').getByTestId('user-last-login'),
  ).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('users-search').fill('');

  await test.step('create with name, email, password and confirmation', async () => {
    await page.getByTestId('users-create').click();
    const dialog = page.getByTestId('create-user-dialog');
    await dialog.getByTestId('create-user-name').fill('Sofia Staff');
    await dialog.getByTestId('create-user-email').fill(email);
    await dialog.getByTestId('create-user-password').fill(password);
    await dialog.getByTestId('create-user-confirm').fill(`${password}-typo`);
    await dialog.getByTestId('create-user-submit').click();
    await expect(dialog).toContainText('Die Passwörter stimmen nicht überein');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('create-user-confirm').fill(password);
    await dialog.getByTestId('create-user-submit').click();
    await expect(dialog).toBeHidden();
  });

  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(row).toHaveAttribute('data-disabled', 'false');
  await expect(row.getByTestId('user-last-login')).toHaveText(/Never|Nie/);

  await test.step('disable: the account can no longer sign in', async () => {
    await row.getByTestId('user-action-disable').click();
    await expect(page.getByTestId('user-confirm')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('user-confirm-confirm').click();
    await expect(row).toHaveAttribute('data-disabled', 'true');

    const other = await openContext();
    const user = await other.newPage();
    await signIn(user, email, password);
    await expect(user.getByTestId('login-error')).toContainText('deaktiviert');
    await other.close();
  });

  await test.step('enable: the account signs in again', async () => {
    await row.getByTestId('user-action-enable').click();
    await page.getByTestId('user-confirm-confirm').click();
    await expect(row).toHaveAttribute('data-disabled', 'false');

    const other = await openContext();
    const user = await other.newPage();
    await signIn(user, email, password);
    await expect(user).toHaveURL(/\/account$/);
    await expect(user.getByTestId('profile-email')).toHaveText(email);
    await other.close();
  });

  await test.step('send a password reset: the mail arrives and is listed in the mail outbox', async () => {
    const since = Date.now();
    await row.getByTestId('user-action-reset').click();
    await page.getByTestId('user-confirm-confirm').click();
    await expect(page.getByTestId('user-confirm')).toBeHidden();
    await waitForMail(email, { pattern: /mode=resetPassword/, since });
    await page.getByTestId('nav-adminMailOutbox').click();
    await expect(page.locator(`[data-testid="mail-outbox-item"][data-to="${email}"]`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('nav-adminUsers').click();
  });

  await test.step('search finds the user', async () => {
    await page.getByTestId('users-search').fill('Sofia Staff');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(page.getByTestId('user-row')).toHaveAttribute('data-email', email);
  });
});
