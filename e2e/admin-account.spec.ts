// The global admin's own views (issue 15): profile, account security and the price list, reached
// through the admin navigation.
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { signIn } from './support/sign-in.ts';

test('the global admin opens their profile, account security and the price list', async ({ page }) => {
  await signIn(page, 'admin@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shops$/);

  await page.getByTestId('nav-adminProfile').click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText('admin@demo.studio');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('profile-security-link').click();
  await expect(page).toHaveURL(/\/admin\/account-security$/);
  await expect(page.getByTestId('change-email-current')).toHaveValue('admin@demo.studio');
  await expect(page.getByTestId('change-password-form')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('nav-adminPriceList').click();
  await expect(page).toHaveURL(/\/admin\/price-list$/);
  await expect(page.getByTestId('page-title')).toHaveText('Preisliste');
  await expectNoSeriousA11yViolations(page);
});
