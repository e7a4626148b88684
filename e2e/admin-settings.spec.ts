// The settings pages: the global admin's theme settings (kept in cookies for 3 days), the same
// settings store as the header's drawer, kept over a reload; a studio owner's language and mails,
// kept on the account, with the way to the studio's own settings.
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

// The ocean preset's main colour in dark mode (apps/web/src/theme/presets.ts).
const oceanOnDark = 'rgb(148, 203, 240)';

test('the global admin switches to dark mode and the ocean colour on the settings page; both stay after a reload', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shops$/);
  await page.getByTestId('nav-adminSettings').click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByTestId('page-title')).toHaveText('Einstellungen');
  await expect(page.getByTestId('settings-page')).toBeVisible();

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const selectedModeColor = () =>
    page.getByTestId('settings-mode-dark').evaluate((element) => getComputedStyle(element).color);
  const lightBackground = await background();
  await expect(page.getByTestId('settings-mode-light')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('settings-mode-dark').click();
  await page.getByTestId('settings-preset-ocean').click();
  await expect(page.getByTestId('settings-mode-dark')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('settings-preset-ocean')).toHaveAttribute('aria-checked', 'true');
  await expect.poll(background).not.toBe(lightBackground);
  await expect.poll(selectedModeColor).toBe(oceanOnDark);
  const darkBackground = await background();
  await expectNoSeriousA11yViolations(page);

  // The header's drawer shows the same store's values.
  await page.getByTestId('settings-open').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer.getByTestId('settings-preset-ocean')).toHaveAttribute('aria-checked', 'true');
  await expect(drawer.getByTestId('settings-mode-dark')).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByTestId('settings-close').click();
  await expect(drawer).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('settings-page')).toBeVisible();
  await expect(page.getByTestId('settings-mode-dark')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('settings-preset-ocean')).toHaveAttribute('aria-checked', 'true');
  await expect.poll(background).toBe(darkBackground);
  await expect.poll(selectedModeColor).toBe(oceanOnDark);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.value.includes('ocean'))).toBe(true);

  // Choosing Arabic turns the page right to left, and the page's direction setting with it.
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('settings-direction-rtl')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('page-title')).toHaveText('الإعدادات');
  await expectNoSeriousA11yViolations(page);

  // Back to the defaults: light mode again.
  await page.getByTestId('settings-reset').click();
  await expect(page.getByTestId('settings-mode-light')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(background).toBe(lightBackground);
});

test('a studio owner finds language, mails and the studio’s settings under Einstellungen; both stay on the account', async ({
  page,
  request,
}) => {
  const studio = await createStudio(request);
  await signInAsOwner(page, studio);
  await page.getByTestId('nav-shopSettings').click();
  await expect(page).toHaveURL(/\/shop\/settings$/);
  await expect(page.getByTestId('page-title')).toHaveText('Einstellungen');
  await expect(page.getByTestId('account-settings-language')).toHaveValue('de');
  await expect(page.getByTestId('account-settings-review-mails')).toBeChecked();
  await expect(page.getByTestId('settings-page')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Switching the review mails off and the language to English is kept on the account.
  await page.getByTestId('account-settings-review-mails').click();
  await expect(page.getByTestId('account-settings-review-mails')).not.toBeChecked();
  await page.getByTestId('account-settings-language').selectOption('en');
  await expect(page.getByTestId('page-title')).toHaveText('Settings');
  const settings = await request.get('/api/me/settings', { headers: studio.auth });
  expect(await settings.json()).toEqual({ locale: 'en', reviewRequestMails: false });

  // Email and password, and the studio's own settings, are one click away.
  await expect(page.getByTestId('account-settings-security-link')).toHaveAttribute(
    'href',
    '/shop/account-security',
  );
  await page.getByTestId('account-settings-studio-link').click();
  await expect(page).toHaveURL(/\/shop\/profile$/);
});
