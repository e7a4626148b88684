// Signing out from the user menu ends the token on the server, not only in this browser.

import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expect, test } from './support/app-test.ts';
import { signIn } from './support/sign-in.ts';

const apiKey = { 'x-api-key': 'dev-api-key' };

test('signing out ends the token on the server', async ({ page, request }) => {
  await signIn(page, 'customer@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/account$/);
  // The account page loads its own code after the URL changes; a menu opened before that remounts.
  await expect(page.locator('[data-testid^="account-link-"]').first()).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('auth.token'));
  expect(token).toBeTruthy();
  const me = () => request.get('/api/me', { headers: { ...apiKey, authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  const ended = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await ended).status()).toBe(204);
  expect((await me()).status()).toBe(401);
});
