// No label of the studio admin is cut off, in German (the longest language) and Vietnamese, on a
// phone (390 px) and on a desktop: the calendar and its new-booking dialog, booking hours,
// closures, rules, treatments, team, clients and the upcoming bookings.
import { DateTime } from 'luxon';
import { studioZone, weekdayAhead } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { bookByPhone, createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { truncatedLabels } from './support/truncated-labels.ts';

const screens = [
  '/calendar',
  '/bookings/upcoming',
  '/bookings/hours',
  '/bookings/availabilities',
  '/bookings/rules',
  '/services',
  '/bookings/members',
  '/clients',
];
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

test('the studio admin’s labels fit on a phone and a desktop in German and Vietnamese', async ({
  page,
  request,
}) => {
  // Eight screens and a dialog, twice in two languages: minutes on a busy machine.
  test.setTimeout(420_000);
  const studio = await createStudio(request);
  // A phone booking and a walk-in, so the lists show their source chips.
  const day = weekdayAhead(2, 1).toISODate() ?? '';
  await bookByPhone(request, studio, {
    treatment: 'Maniküre klassisch',
    day,
    time: '10:00',
    customer: 'Paula',
  });
  const walkIn = await request.post(`${studio.shopApi}/bookings`, {
    headers: studio.auth,
    data: {
      serviceIds: [studio.serviceId('Maniküre klassisch')],
      start: DateTime.fromISO(`${day}T14:00`, { zone: studioZone }).toISO(),
      customer: { name: 'Wanda' },
      source: 'walk_in',
    },
  });
  expect(walkIn.status()).toBe(201);
  await signInAsOwner(page, studio);

  const cut: string[] = [];
  for (const language of ['de', 'vi'] as const) {
    if (language === 'vi') {
      await page.goto('/calendar');
      await page.getByTestId('language-switcher').click();
      await page.getByTestId('language-option-vi').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    }
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByTestId('page-title')).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const label of await truncatedLabels(page))
          cut.push(`${language} ${viewport.name} ${path}: ${label}`);
      }
      // The new-booking dialog with a treatment chosen, as at the counter.
      await page.goto('/calendar');
      await page.getByTestId('calendar-new-booking').click();
      const dialog = page.getByTestId('new-booking-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('new-booking-treatments').fill('Maniküre klassisch');
      await page.getByRole('option', { name: /Maniküre klassisch/ }).click();
      await dialog.getByTestId('new-booking-name').click();
      await expect(dialog.getByTestId('new-booking-summary')).toBeVisible();
      await expect(dialog.getByTestId('new-booking-summary')).not.toContainText(/ · (bis|đến) · /);
      for (const label of await truncatedLabels(page))
        cut.push(`${language} ${viewport.name} dialog: ${label}`);
    }
  }
  expect(cut).toEqual([]);
});
