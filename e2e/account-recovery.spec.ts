// Taking back an account after someone else changed its email: the mail to the old address
// carries a link that restores that address and signs out every session of the account.

import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { linkIn, waitForMail } from './support/mail-capture.ts';
import { signIn } from './support/sign-in.ts';

const apiKey = { 'x-api-key': 'dev-api-key' };

test('the old address undoes an email change and signs out every session', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const oldEmail = `lena-${stamp}@e2e.studio.test`;
  const newEmail = `taken-over-${stamp}@e2e.studio.test`;
  const password = 'Customer-Pass-2024';
  const newPassword = 'Taken-Back-2024';

  await test.step('a customer account exists', async () => {
    const login = await request.post('/api/auth/login', {
      headers: apiKey,
      data: { email: 'admin@demo.studio', password: demoPassword },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const created = await request.post('/api/users', {
      headers: { ...apiKey, Authorization: `Bearer ${token}` },
      data: { name: 'Lena Kunde', email: oldEmail, password, emailVerified: true },
    });
    expect(created.status()).toBe(201);
  });

  await test.step('signed in, the email is changed on the account security page', async () => {
    await signIn(page, oldEmail, password);
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/account/security');
    await expect(page.getByTestId('change-email-current')).toHaveValue(oldEmail);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('change-email-new').fill(newEmail);
    await page.getByTestId('change-email-password').fill(password);
    await page.getByTestId('change-email-submit').click();
    await expect(page.getByTestId('change-email-done')).toContainText(newEmail);
    await expect(page.getByTestId('change-email-current')).toHaveValue(newEmail);
  });

  // The real owner reads the mail elsewhere, in a browser without this session.
  const ownerContext = await openContext();
  const owner = await ownerContext.newPage();
  let recoveryLink = '';

  await test.step('the old address gets a link that undoes the change once confirmed', async () => {
    const mail = await waitForMail(oldEmail, { pattern: /mode=recoverEmail/ });
    recoveryLink = linkIn(mail, /mode=recoverEmail&token=/);
    await owner.goto(recoveryLink);
    // Nothing happens on opening: mail scanners open links too.
    await expect(owner.getByTestId('recover-email-confirm')).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
    await owner.getByTestId('recover-email-confirm').click();
    await expect(owner.getByTestId('recover-email-done')).toContainText(oldEmail);
    await expectNoSeriousA11yViolations(owner);
  });

  await test.step('a new password is set with the reset link sent to the old address', async () => {
    const since = Date.now();
    await owner.getByTestId('recover-email-send-reset').click();
    await expect(owner.getByTestId('recover-email-reset-sent')).toContainText(oldEmail);
    await expectNoSeriousA11yViolations(owner);
    const mail = await waitForMail(oldEmail, { pattern: /mode=resetPassword/, since });
    await owner.goto(linkIn(mail, /mode=resetPassword&token=/));
    await owner.getByTestId('recovery-password').fill(newPassword);
    await owner.getByTestId('recovery-confirm').fill(newPassword);
    await owner.getByTestId('recovery-submit').click();
    await expect(owner.getByTestId('recovery-reset-done')).toBeVisible();
  });

  await test.step('the link works only once', async () => {
    await owner.goto(recoveryLink);
    await owner.getByTestId('recover-email-confirm').click();
    await expect(owner.getByTestId('recovery-error')).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
  });
  await ownerContext.close();

  await test.step('the session that changed the email is signed out', async () => {
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });

  await test.step('the old address signs in again', async () => {
    await page.getByTestId('login-email').fill(oldEmail);
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    // Back where the guard sent it from, now with the old address.
    await expect(page).toHaveURL(/\/account\/security$/);
    await expect(page.getByTestId('change-email-current')).toHaveValue(oldEmail);
    await expectNoSeriousA11yViolations(page);
  });
});

test('changing the password keeps this session and signs out the other device', async ({
  page,
  openContext,
  request,
}) => {
  const stamp = Date.now();
  const email = `mara-${stamp}@e2e.studio.test`;
  const password = 'Customer-Pass-2024';
  const newPassword = 'Customer-Pass-2025';
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: 'admin@demo.studio', password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/users', {
    headers: { ...apiKey, Authorization: `Bearer ${token}` },
    data: { name: 'Mara Kunde', email, password, emailVerified: true },
  });
  expect(created.status()).toBe(201);

  const otherDevice = await (await openContext()).newPage();
  await signIn(otherDevice, email, password);
  await expect(otherDevice).toHaveURL(/\/account$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/account/security');
  await page.getByTestId('change-password-current').fill(password);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-done')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // This browser goes on with the new token; the other one is signed out at its next request.
  await page.reload();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByTestId('change-email-current')).toHaveValue(email);
  await otherDevice.reload();
  await expect(otherDevice.getByTestId('customer-sign-in')).toBeVisible();
  await expect(otherDevice.getByTestId('user-menu')).toHaveCount(0);
});
