// The waitlist on a phone: a customer finds no free time for a treatment, joins the waitlist for a
// day from the time picker, and when the studio's booking that day is cancelled, the waitlist job
// mails the offer; its link opens the freed time, which the customer books.

import { weekdayAhead } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { germanDate, visible } from './support/booking-steps.ts';
import { type ApiBooking, createStudio } from './support/fresh-studio.ts';
import { linkIn, waitForMail } from './support/mail-capture.ts';

// Only Sophie performs it: one booking fills the studio's one open hour.
const treatment = 'Pediküre klassisch';

test('a customer joins the waitlist and books the freed time from the message @phone', async ({
  page,
  request,
}) => {
  // The waitlist job runs every minute: the offer may take that long, longer on a busy machine.
  test.setTimeout(7 * 60_000);
  const studio = await createStudio(request);
  const serviceId = studio.serviceId(treatment);
  const tuesday = weekdayAhead(2, 21);
  const day = tuesday.toISODate() ?? '';
  const start = tuesday.set({ hour: 9 }).toISO({ suppressMilliseconds: true }) ?? '';
  const email = `waitlist-${Date.now()}-${test.info().project.name}@e2e.studio.test`;

  // Open one hour a week, on Tuesdays, and that hour booked by a phone call.
  const hours = await request.put(`${studio.shopApi}/opening-hours`, {
    headers: studio.auth,
    data: { days: [{ weekday: 2, ranges: [{ start: '09:00', end: '10:00' }] }] },
  });
  expect(hours.status()).toBe(200);
  const taken = await request.post(`${studio.shopApi}/bookings`, {
    headers: studio.auth,
    data: { serviceIds: [serviceId], start, source: 'phone', customer: { name: 'Petra Anruf' } },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  const booking = (await taken.json()) as ApiBooking;

  await test.step('no time is free: the customer joins the waitlist for that Tuesday', async () => {
    // The week of that Tuesday: its one hour is taken.
    const monday = tuesday.minus({ days: 1 }).toISODate() ?? '';
    await page.goto(`/partner/${studio.shopId}/app/book/selectDate?services=${serviceId}&week=${monday}`);
    await expect(page.getByTestId('week-empty')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('waitlist-open').click();
    const form = page.getByTestId('waitlist-form');
    await expect(form).toBeVisible();
    await page.getByTestId('waitlist-from').fill(day);
    await page.getByTestId('waitlist-to').fill(day);
    await page.getByTestId('waitlist-name').fill('Wanda Warteliste');
    await page.getByTestId('waitlist-email').fill(email);
    // Without the country code there is no messaging app to agree to.
    await page.getByTestId('waitlist-phone').fill('0170 1234567');
    await expect(page.getByTestId('waitlist-consent')).toBeDisabled();
    await page.getByTestId('waitlist-phone').fill('+49 170 1234567');
    await page.getByTestId('waitlist-consent').check();
    await page.getByTestId('waitlist-submit').click();
    await expect(page.getByTestId('waitlist-joined')).toContainText('Du stehst auf der Warteliste');
  });

  await test.step('the studio cancels the booking: the offer arrives with a booking link', async () => {
    const cancelled = await request.post(`${studio.shopApi}/bookings/${booking.id}/cancel`, {
      headers: studio.auth,
    });
    expect(cancelled.status()).toBe(200);
  });
  const offer = await waitForMail(email, {
    pattern: /\/app\/book\/selectDate\?services=/,
    timeoutMs: 4 * 60_000,
  });
  expect(offer.headers.subject).toContain('Ein Termin ist frei geworden');

  await test.step('the link opens the freed time, and the customer books it', async () => {
    const link = new URL(linkIn(offer, /\/app\/book\/selectDate\?services=/));
    await page.goto(link.pathname + link.search);
    await expect(page.getByTestId('selected-day')).toContainText(germanDate(day));
    const slot = page.locator(`[data-testid="time-slot"][data-start="${start}"]`);
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await visible(page, 'booking-continue').click();
    await expect(page.getByTestId('page-title')).toHaveText('Buchung bestätigen');
    await page.getByTestId('customer-name').fill('Wanda Warteliste');
    await page.getByTestId('customer-email').fill(email);
    await visible(page, 'booking-submit').click();
    await expect(page.getByTestId('booking-success')).toBeVisible();
    await expect(page.getByTestId('success-details')).toContainText(germanDate(day));
  });

  const bookings = await request.get(`${studio.shopApi}/bookings?from=${day}&to=${day}`, {
    headers: studio.auth,
  });
  const active = ((await bookings.json()) as ApiBooking[]).filter((entry) => entry.status !== 'cancelled');
  expect(active.map((entry) => entry.customer.name)).toEqual(['Wanda Warteliste']);
});
