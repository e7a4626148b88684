// The global admin's analytics: a studio of the spec's own gets page views from two visitors and
// two phone bookings today; /analytics, filtered to that studio, shows exactly those figures, the
// studio appears in the platform-wide table, and the CSV export carries the same numbers.
import { readFileSync } from 'node:fs';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { studioToday, weekdayAhead } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { apiKey, bookByPhone, createStudio } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

test('the global admin reads a studio’s page views and bookings on /analytics and exports them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const studio = await createStudio(request);
  const studioPage = `/partner/${studio.shopId}`;
  // A visitor is a browser at an address: two browsers here, one of them opening two pages.
  const views = [
    { path: studioPage, browser: 'E2E Analytics Browser A' },
    { path: `${studioPage}/app/book`, browser: 'E2E Analytics Browser A' },
    { path: studioPage, browser: 'E2E Analytics Browser B' },
  ];
  for (const view of views) {
    const response = await request.post('/api/analytics/page-views', {
      headers: { ...apiKey, 'user-agent': view.browser },
      data: { path: view.path, shopId: studio.shopId },
    });
    expect(response.status()).toBe(202);
  }
  const day = weekdayAhead(2, 3).toISODate() ?? '';
  for (const time of ['10:00', '14:00']) {
    await bookByPhone(request, studio, {
      treatment: 'Maniküre klassisch',
      member: 'Linh',
      day,
      time,
      customer: `Analytics ${time}`,
    });
  }

  await signIn(page, 'admin@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shops$/);
  await page.getByTestId('nav-adminAnalytics').click();
  await expect(page).toHaveURL(/\/analytics$/);
  const summary = page.getByTestId('analytics-summary');
  await expect(summary).toBeVisible();

  await test.step('platform-wide, the studio is a row of the studios table', async () => {
    const row = page.locator(`[data-testid="analytics-shop-row"][data-shop-id="${studio.shopId}"]`);
    await expect(row).toContainText(studio.name);
    await expect(row.locator('[data-column="pageViews"]')).toHaveText('3');
    await expect(row.locator('[data-column="visitors"]')).toHaveText('2');
    await expect(row.locator('[data-column="bookings"]')).toHaveText('2');
    await expect(page.getByTestId('analytics-chart-traffic').locator('svg').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('filtered to the studio, the totals are its page views, visitors and bookings', async () => {
    await page.getByRole('combobox', { name: 'Studio' }).fill(studio.name);
    await page.getByRole('option', { name: studio.name }).click();
    const total = (name: string) =>
      page.getByTestId(`analytics-total-${name}`).getByTestId('analytics-total-value');
    await expect(total('pageViews')).toHaveText('3');
    await expect(total('visitors')).toHaveText('2');
    await expect(total('bookings')).toHaveText('2');
    await expect(total('orders')).toHaveText('0');
    await expect(page.getByTestId('analytics-top-pages')).toContainText(`${studioPage}/app/book`);
  });

  await test.step('the CSV export carries the same figures, today’s included', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV exportieren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/,
    );
    const csv = readFileSync(await file.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('date,pageViews,visitors,bookings,orders');
    expect(lines).toContain(`${studioToday().toISODate()},3,2,2,0`);
    expect(lines).toContain('total,3,2,2,0');
    expect(lines.find((line) => line.startsWith(studio.shopId))).toBe(
      `${studio.shopId},${studio.name},3,2,2,0,0,0`,
    );
  });
});
