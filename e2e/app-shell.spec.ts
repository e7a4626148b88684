// The app shell a first-time visitor meets: language, direction, theme, routing and sign-in.

import { demoPassword, demoShopId } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { appNow } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { signIn } from './support/sign-in.ts';

test('home page opens in German', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown route lands on the login page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a guarded route sends a visitor to the login page', async ({ page }) => {
  await page.goto('/shops');
  await expect(page).toHaveURL(/\/login$/);
});

test('choosing Arabic switches the layout to right-to-left', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);

  // The language is remembered, and leaving Arabic returns to left-to-right.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('dark mode, an admin portal setting, survives a reload', async ({ page }) => {
  // The settings drawer belongs to the admin portals; customer pages offer only the language.
  await signIn(page, 'owner@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId('settings-open')).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();

  await page.getByTestId('settings-open').click();
  await page.getByTestId('settings-mode-dark').click();
  await page.getByTestId('settings-close').click();
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
  await expect.poll(background).not.toBe(lightBackground);
  const darkBackground = await background();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect.poll(background).toBe(darkBackground);
  const cookies = await page.context().cookies();
  const settingsCookie = cookies.find((cookie) => cookie.value.includes('dark'));
  expect(settingsCookie, 'the theme setting is kept in a cookie').toBeDefined();
  // Kept for 3 days, counted by the browser's clock (the run's clock).
  const daysLeft = ((settingsCookie?.expires ?? 0) * 1000 - appNow()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(2.9);
  expect(daysLeft).toBeLessThanOrEqual(3.01);
});

test('a wrong password shows the catalogue message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail', { exact: false }).first().fill('owner@demo.studio');
  await page.locator('input[type="password"]').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
});

test('the studio owner signs in and reaches the dashboard', async ({ page }) => {
  const pageViews: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/page-views')) pageViews.push(request.postDataJSON().path);
  });

  await page.goto('/login');
  await page.getByLabel('E-Mail', { exact: false }).first().fill('owner@demo.studio');
  await page.locator('input[type="password"]').fill(demoPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Every route change is reported as a page view.
  await expect.poll(() => pageViews).toEqual(expect.arrayContaining(['/login', '/shop']));

  // A module switched off by the global admin would send the owner to login; these are on.
  await page.goto('/stampcards');
  await expect(page).toHaveURL(/\/stampcards$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
});

test('the public studio page shows the demo studio @phone', async ({ page }) => {
  await page.goto(`/partner/${demoShopId}`);
  await expect(page.getByText('Nagelstudio Lumière').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
