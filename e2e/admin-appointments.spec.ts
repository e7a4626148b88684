// The global admin's Appointments view: appointments of every studio, narrowed by studio, days and status.
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { weekdayAhead } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { bookByPhone, createStudio } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

test('the global admin finds a studio’s appointment among all studios and filters it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const studio = await createStudio(request);
  const day = weekdayAhead(2, 7).toISODate() ?? '';
  await bookByPhone(request, studio, {
    treatment: 'Maniküre klassisch',
    day,
    time: '10:00',
    customer: 'Ada Admin-View',
  });

  await signIn(page, 'admin@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shops$/);
  await page.getByTestId('nav-adminAppointments').click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  await expect(page.getByTestId('appointment-row').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Studio' }).fill(studio.name);
  await page.getByRole('option', { name: studio.name }).click();
  const rows = page.getByTestId('appointment-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-shop-id', studio.shopId);
  await expect(rows.first()).toContainText('Ada Admin-View');
  await expect(rows.first()).toContainText('Maniküre klassisch');
  await expect(rows.first()).toContainText('Telefon');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('appointments-from').fill(day);
  await page.getByTestId('appointments-to').fill(day);
  await expect(rows).toHaveCount(1);

  await page.getByTestId('appointments-status').click();
  await page.getByRole('option', { name: 'Storniert' }).click();
  await expect(page.getByTestId('appointments-empty')).toBeVisible();
});
