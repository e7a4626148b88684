// The global admin's own views: profile, account security and the price list, reached
// through the admin navigation; the price list finds a studio's treatment by its name.
import { randomUUID } from 'node:crypto';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { createStudio } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

test('the global admin opens their profile, account security and the price list', async ({
  page,
  request,
}) => {
  const studio = await createStudio(request);
  const treatment = `Glitzer-Gel ${randomUUID().slice(0, 8)}`;
  const created = await request.post(`${studio.shopApi}/services`, {
    headers: studio.auth,
    data: { name: treatment, category: 'Nägel', priceCents: 4250, durationMinutes: 75 },
  });
  expect(created.status(), await created.text()).toBe(201);

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
  // The plans studios choose from stay on the page, below the treatments.
  await expect(page.getByRole('heading', { name: 'Pakete' })).toBeVisible();
  await page.getByTestId('price-list-search').fill(treatment);
  const row = page.getByTestId('price-list-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('price-list-treatment')).toHaveText(treatment);
  await expect(row.getByTestId('price-list-shop')).toHaveText(studio.name);
  await expect(row.getByTestId('price-list-price')).toHaveText(/^42,50\s€$/);
  await expect(row).toContainText('1 Std. 15 Min.');
  await expectNoSeriousA11yViolations(page);
});
