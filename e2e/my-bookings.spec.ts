// A signed-in customer finds a booking under "My appointments" on /account and cancels it there;
// the cancelled time is free again for everyone.
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { studioToday } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { apiKey, createStudio } from './support/fresh-studio.ts';

function isoDay(daysAhead: number): string {
  return studioToday().plus({ days: daysAhead }).toISODate() ?? '';
}

test('a customer sees an upcoming booking on the account page and cancels it', { tag: '@dates' }, async ({
  page,
  request,
}) => {
  const { shopId } = await createStudio(request);
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: 'customer@demo.studio', password: demoPassword },
  });
  const { token } = await login.json();
  const auth = { ...apiKey, authorization: `Bearer ${token}` };

  const services = await (await request.get(`/api/shops/${shopId}/services`, { headers: apiKey })).json();
  const service = services[0];
  // The last free time of the week 50–56 days ahead.
  const slotsUrl = `/api/shops/${shopId}/slots?serviceIds=${service.id}&from=${isoDay(50)}&to=${isoDay(56)}`;
  const { slots } = await (await request.get(slotsUrl, { headers: apiKey })).json();
  const slot = slots[slots.length - 1];
  const created = await request.post(`/api/shops/${shopId}/bookings`, {
    headers: auth,
    data: {
      serviceIds: [service.id],
      start: slot.start,
      customer: { name: 'Clara Demo', email: 'customer@demo.studio' },
    },
  });
  expect(created.status()).toBe(201);
  const booking = await created.json();

  await page.goto('/login');
  await page.getByTestId('login-email').fill('customer@demo.studio');
  await page.getByTestId('login-password').fill(demoPassword);
  await page.getByTestId('login-submit').click();
  // Only a stored session shows the bookings: wait for the sign-in to finish before moving on.
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/account');

  const row = page.locator(`[data-testid="own-booking"][data-booking-id="${booking.id}"]`);
  await expect(row).toContainText(service.name);
  // Signed in with an account, the footer offers no sign-in.
  await expect(page.getByTestId('footer-sign-in')).toHaveCount(0);
  await expect(row).toContainText(
    `${slot.start.slice(8, 10)}.${slot.start.slice(5, 7)}.${slot.start.slice(0, 4)}`,
  );
  await expect(row).toContainText(slot.start.slice(11, 16));
  await expect(row).toContainText('Bestätigt');
  await expectNoSeriousA11yViolations(page);

  await row.getByTestId('own-booking-cancel').click();
  const dialog = page.getByTestId('own-booking-cancel-dialog');
  await expect(dialog).toContainText('Diesen Termin stornieren?');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('own-booking-cancel-dialog-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Storniert');
  await expect(row.getByTestId('own-booking-cancel')).toHaveCount(0);

  const after = await (await request.get(slotsUrl, { headers: apiKey })).json();
  expect(after.slots.map((free: { start: string }) => free.start)).toContain(slot.start);
});

test('a customer moves an upcoming booking to another free time of the day', { tag: '@dates' }, async ({
  page,
  request,
}) => {
  const { shopId } = await createStudio(request);
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: 'customer@demo.studio', password: demoPassword },
  });
  const { token } = await login.json();
  const auth = { ...apiKey, authorization: `Bearer ${token}` };
  const services = await (await request.get(`/api/shops/${shopId}/services`, { headers: apiKey })).json();
  const service = services[0];
  const slotsUrl = `/api/shops/${shopId}/slots?serviceIds=${service.id}&from=${isoDay(50)}&to=${isoDay(56)}`;
  const { slots } = await (await request.get(slotsUrl, { headers: apiKey })).json();
  const first = slots[0];
  // The day's last free time: where the booking goes.
  const sameDay = slots.filter(
    (free: { start: string }) => free.start.slice(0, 10) === first.start.slice(0, 10),
  );
  const target = sameDay[sameDay.length - 1];
  expect(target.start).not.toBe(first.start);
  const created = await request.post(`/api/shops/${shopId}/bookings`, {
    headers: auth,
    data: {
      serviceIds: [service.id],
      start: first.start,
      customer: { name: 'Clara Demo', email: 'customer@demo.studio' },
    },
  });
  expect(created.status()).toBe(201);
  const booking = await created.json();

  await page.goto('/login');
  await page.getByTestId('login-email').fill('customer@demo.studio');
  await page.getByTestId('login-password').fill(demoPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/account');

  const row = page.locator(`[data-testid="own-booking"][data-booking-id="${booking.id}"]`);
  await expect(row).toContainText(first.start.slice(11, 16));
  await row.getByTestId('own-booking-move').click();
  const dialog = page.getByTestId('move-booking-dialog');
  await expect(dialog).toContainText('Termin bei');
  await dialog.locator(`[data-testid="move-booking-time"][data-start="${target.start}"]`).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('move-booking-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(target.start.slice(11, 16));

  // Stored at the new time; the studio may have room for others at either time.
  const own = await (await request.get('/api/me/bookings', { headers: auth })).json();
  expect(own.find((mine: { id: string }) => mine.id === booking.id)?.start).toBe(target.start);
});
