// The platform identity sign-in is configurable by environment and absent from the UI
// when not configured, which the default e2e server is. A forged callback does not sign anyone in.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';

const apiKey = { 'x-api-key': 'dev-api-key' };

/** Opens a page and waits for the app's question whether to offer the button. */
async function openAndAskForOidc(page: Page, path: string) {
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/oidc');
  await page.goto(path);
  expect(await (await asked).json()).toEqual({ enabled: false });
}

test('without OIDC configuration the API says so and the sign-in pages show no provider button', async ({
  page,
  request,
}) => {
  const options = await request.get('/api/auth/oidc', { headers: apiKey });
  expect(await options.json()).toEqual({ enabled: false });
  const start = await request.get('/api/auth/oidc/start?returnTo=/account', { maxRedirects: 0 });
  expect(start.status()).toBe(404);
  expect((await start.json()).errorCode).toBe(9404);

  await openAndAskForOidc(page, '/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('oidc-sign-in')).toHaveCount(0);

  await openAndAskForOidc(page, '/account');
  await expect(page.getByTestId('customer-sign-in')).toBeVisible();
  await expect(page.getByTestId('customer-continue-as-guest')).toBeVisible();
  await expect(page.getByTestId('oidc-sign-in')).toHaveCount(0);
});

test('a callback link this tab did not ask for signs nobody in @phone', async ({ page }) => {
  const user = {
    uid: '00000000-0000-4000-8000-000000000001',
    email: 'someone@e2e.studio.test',
    name: 'Someone',
    role: 'appUser',
    shopId: null,
    emailVerified: true,
    guest: false,
  };
  const encodedUser = Buffer.from(JSON.stringify(user)).toString('base64url');
  await page.goto(`/auth/callback#token=forged.token.value&user=${encodedUser}&returnTo=%2Faccount`);

  await expect(page.getByTestId('page-title')).toHaveText('Anmeldung fehlgeschlagen');
  await expect(page.getByTestId('oidc-callback-error')).toHaveText('Bitte melde dich an, um fortzufahren.');
  // The token leaves the address bar and is not stored.
  await expect(page).toHaveURL(/\/auth\/callback$/);
  expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('recovery-back').click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a failure code from the server is shown with its catalogue text', async ({ page }) => {
  await page.goto('/auth/callback#errorCode=1101');
  await expect(page.getByTestId('oidc-callback-error')).toHaveText(
    'Dein Konto ist deaktiviert. Bitte wende dich an den Kundensupport.',
  );
  // Nothing to try again for a disabled account.
  await expect(page.getByTestId('oidc-callback-retry')).toHaveCount(0);
});
