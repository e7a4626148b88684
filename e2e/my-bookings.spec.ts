// A signed-in customer finds a booking under "My appointments" on /account and cancels it there;
// the cancelled time is free again for everyone.
import { expect, test } from '@playwright/test';
import { demoPassword, demoShopId } from '../apps/api/src/features/demo/demo-studio.ts';
import { scanWhenSettled } from './support/settled-scan.ts';

const apiKey = { 'x-api-key': 'dev-api-key' };

function isoDay(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

test('a customer sees an upcoming booking on the account page and cancels it', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: 'customer@demo.studio', password: demoPassword },
  });
  const { token } = await login.json();
  const auth = { ...apiKey, authorization: `Bearer ${token}` };

  const services = await (await request.get(`/api/shops/${demoShopId}/services`, { headers: apiKey })).json();
  const service = services[0];
  // Days 50–56 ahead: no other spec books there.
  const slotsUrl = `/api/shops/${demoShopId}/slots?serviceIds=${service.id}&from=${isoDay(50)}&to=${isoDay(56)}`;
  const { slots } = await (await request.get(slotsUrl, { headers: apiKey })).json();
  const slot = slots[slots.length - 1];
  const created = await request.post(`/api/shops/${demoShopId}/bookings`, {
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
    `${slot.start.slice(8, 10)}/${slot.start.slice(5, 7)}/${slot.start.slice(0, 4)}`,
  );
  await expect(row).toContainText(slot.start.slice(11, 16));
  await expect(row).toContainText('Bestätigt');
  await scanWhenSettled(page);

  await row.getByTestId('own-booking-cancel').click();
  const dialog = page.getByTestId('own-booking-cancel-dialog');
  await expect(dialog).toContainText('Diesen Termin stornieren?');
  await scanWhenSettled(page);
  await dialog.getByTestId('own-booking-cancel-dialog-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Storniert');
  await expect(row.getByTestId('own-booking-cancel')).toHaveCount(0);

  const after = await (await request.get(slotsUrl, { headers: apiKey })).json();
  expect(after.slots.map((free: { start: string }) => free.start)).toContain(slot.start);
});
