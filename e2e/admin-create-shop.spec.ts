// The global admin creates a studio with its shop admin from /shops: the studio starts
// pending, the picked account is its admin, and the status modal activates it.
import { randomUUID } from 'node:crypto';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { adminAuth } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

test('the global admin creates a studio for an account, which becomes its shop admin', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 8);
  const owner = { name: `Owner ${suffix}`, email: `new-owner-${suffix}@e2e.studio.test` };
  const created = await request.post('/api/users', {
    headers: await adminAuth(request),
    data: { ...owner, password: 'Owner-Pass-2024', emailVerified: true },
  });
  expect(created.status()).toBe(201);
  const studioName = `E2E Neues Studio ${suffix}`;

  await signIn(page, 'admin@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shops$/);
  await page.getByTestId('shops-create').click();
  const dialog = page.getByTestId('create-shop-dialog');
  await expect(dialog).toBeVisible();

  // Without an owner the form says what is missing.
  await dialog.getByTestId('create-shop-submit').click();
  await expect(dialog).toContainText('Wähle das Konto, das dieses Studio verwaltet.');

  await dialog.getByTestId('create-shop-owner').fill(owner.email);
  await page.getByRole('option', { name: new RegExp(owner.name) }).click();
  await dialog.getByTestId('create-shop-name').fill(studioName);
  await dialog.getByTestId('create-shop-address').fill('Neue Straße 5, 10115 Berlin');
  await dialog.getByTestId('create-shop-category').click();
  await page.getByTestId('create-shop-category-nails').click();
  await dialog.getByTestId('create-shop-phone').fill('+49 30 7654321');
  await dialog.getByTestId('create-shop-email').fill(`studio-${suffix}@e2e.studio.test`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('create-shop-submit').click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('shops-search').fill(studioName);
  const row = page.getByTestId('shop-row').filter({ hasText: studioName });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText(owner.email);

  // The picked account is the studio's admin.
  await row.getByTestId('shop-action-admins').click();
  await expect(page.getByTestId('shop-admins-list')).toContainText(owner.email);
});
