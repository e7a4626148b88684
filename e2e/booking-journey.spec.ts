// The owner adds a treatment and a closure day, a guest books it on a phone
// and gets the .ics by mail, the owner drags the booking elsewhere and the guest's times follow.
// Booking and closure lie on a Thursday and Friday 6–7 weeks ahead (inside the 60-day horizon),
// in a studio of the spec's own.
import { devices, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { readMime } from '../apps/api/test/support/smtp-server.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { weekdayAhead, studioZone as zone } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { germanDate, openDay, visible } from './support/booking-steps.ts';
import { dragBooking } from './support/calendar-drag.ts';
import { choose, typeDate } from './support/form-fields.ts';
import { bookingsOn, createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { linkIn, type ReadMail, waitForMail } from './support/mail-capture.ts';

// The only one who performs the new treatment, so her booked time is gone for customers.
const teamMember = 'Mai';
const bookedTime = '10:00';
const movedTime = '14:00';

function instantOf(day: string, time: string): number {
  return DateTime.fromISO(`${day}T${time}`, { zone }).toMillis();
}

/** A time button of the customer's time picker, by its text. */
const timeSlot = (page: Page, time: string) =>
  page.getByTestId('time-slot').filter({ hasText: new RegExp(`^${time}$`) });

test('the owner sets up a treatment and a closure, a guest books it on a phone, the owner moves it', {
  tag: '@dates',
}, async ({ page, openContext, request }) => {
  test.setTimeout(180_000);
  const studio = await createStudio(request);
  const thursday = weekdayAhead(4, 42);
  const day = thursday.toISODate() ?? '';
  const friday = thursday.plus({ days: 1 }).toISODate() ?? '';
  const stamp = Date.now();
  const treatment = `Gel-Maniküre Journey ${stamp}`;
  const closureReason = `Fortbildung ${stamp}`;
  const guestName = `Jana Journey ${stamp}`;
  const email = `journey-${stamp}@e2e.studio.test`;

  await test.step('the owner adds a treatment performed by one team member', async () => {
    await signInAsOwner(page, studio);
    await page.goto('/services');
    await expect(page.getByTestId('service-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('services-add').click();
    const dialog = page.getByTestId('service-dialog');
    await dialog.getByTestId('service-name').fill(treatment);
    await dialog.getByTestId('service-category').fill('Maniküre');
    await dialog.getByTestId('service-price').fill('48');
    await choose(page, dialog.getByTestId('service-duration'), 'service-duration-60');
    await dialog.getByTestId('service-team').getByRole('checkbox', { name: teamMember }).check();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('service-submit').click();
    await expect(dialog).toBeHidden();

    const row = page.locator(`[data-testid="service-row"][data-name="${treatment}"]`);
    await expect(row.getByTestId('service-row-price')).toHaveText(/48,00\s€/);
    await expect(row.getByTestId('service-row-duration')).toHaveText('1 Std.');
    await expect(row.getByTestId('service-row-team')).toHaveText(teamMember);
  });

  await test.step('the owner closes the Friday after the booking day', async () => {
    await page.goto('/bookings/availabilities');
    await expect(page.getByTestId('page-title')).toHaveText('Schließzeiten');
    await page.getByTestId('closures-add').click();
    const dialog = page.getByTestId('closure-dialog');
    await typeDate(page, dialog.getByTestId('closure-start'), germanDate(friday));
    await typeDate(page, dialog.getByTestId('closure-end'), germanDate(friday));
    await dialog.getByTestId('closure-reason').fill(closureReason);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('closure-submit').click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('closure-row').filter({ hasText: closureReason });
    await expect(row.getByTestId('closure-row-dates')).toHaveText(germanDate(friday));
    await expect(row).toContainText('1 Tag');
    await expect(row).toHaveAttribute('data-status', 'upcoming');
    await expectNoSeriousA11yViolations(page);
  });

  const phone = await (await openContext(devices['Pixel 7'])).newPage();
  let dayUrl = '';
  let bookingId = '';
  let start = '';
  let confirmation: ReadMail | undefined;

  await test.step('a guest on a phone picks the new treatment and a day; the closed Friday has no times', async () => {
    await phone.goto(`/partner/${studio.shopId}`);
    await expect(phone.getByTestId('partner-book')).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    await phone.getByTestId('partner-book').click();
    await expect(phone.getByTestId('page-title')).toHaveText('Behandlungen wählen');
    const card = phone.getByTestId('treatment').filter({ hasText: treatment });
    await expect(card).toContainText('1 Std.');
    await expect(card.getByTestId('treatment-price')).toHaveText('48,00 €');
    await expectNoSeriousA11yViolations(phone);
    await card.click();
    await expect(card).toHaveAttribute('data-selected', 'true');
    await visible(phone, 'booking-continue').click();

    await expect(phone.getByTestId('page-title')).toHaveText('Termin wählen');
    // Only the team member who performs it is offered.
    await expect(phone.getByTestId('member-option')).toHaveCount(1);
    await expect(phone.getByTestId('member-option')).toContainText(teamMember);
    await openDay(phone, day);
    const closedDay = phone.getByTestId('week-strip').locator(`[data-day="${friday}"]`);
    await expect(closedDay).toHaveAttribute('data-free', 'false');
    await expect(closedDay).toBeDisabled();
    await expect(timeSlot(phone, bookedTime)).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    dayUrl = phone.url();
  });

  await test.step('the guest picks a time, enters the details as a guest and books', async () => {
    const slot = timeSlot(phone, bookedTime);
    start = (await slot.getAttribute('data-start')) ?? '';
    expect(Date.parse(start)).toBe(instantOf(day, bookedTime));
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await visible(phone, 'booking-continue').click();

    await expect(phone.getByTestId('page-title')).toHaveText('Buchung bestätigen');
    await expect(phone.getByTestId('booking-details')).toContainText('Als Gast buchen');
    await phone.getByTestId('customer-name').fill(guestName);
    await phone.getByTestId('customer-email').fill(email);
    await phone.getByTestId('customer-phone').fill('+49 170 7654321');
    await expectNoSeriousA11yViolations(phone);
    await visible(phone, 'booking-submit').click();

    await expect(phone.getByTestId('page-title')).toHaveText('Dein Termin ist gebucht');
    const details = phone.getByTestId('success-details');
    await expect(details).toContainText(treatment);
    await expect(details).toContainText(germanDate(day));
    await expect(details).toContainText(bookedTime);
    await expect(details).toContainText('48,00 €');
    await expect(details).toContainText(`bei ${teamMember}`);
    await expectNoSeriousA11yViolations(phone);
    bookingId = (await details.getAttribute('data-booking-id')) ?? '';
    expect(bookingId).not.toBe('');
  });

  await test.step('the confirmation mail arrives over SMTP with the appointment as .ics', async () => {
    const mail = await waitForMail(email, { pattern: /vielen Dank für deine Buchung/ });
    confirmation = mail;
    expect(mail.text).toContain(treatment);
    const calendar = readMime(mail.data).parts.find((part) =>
      (part.headers['content-type'] ?? '').startsWith('text/calendar'),
    );
    expect(calendar?.body).toContain('BEGIN:VCALENDAR');
    const utcStart = DateTime.fromISO(start).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    expect(calendar?.body).toContain(`DTSTART:${utcStart}`);
  });

  await test.step('the owner finds the booking in the calendar and drags it to another time', async () => {
    await page.goto('/calendar');
    const title = page.getByTestId('calendar-title');
    await expect(title).not.toHaveText('');
    // Week by week, as the owner would, until the booking's day is shown.
    const column = page.locator(`td.fc-timegrid-col[data-date="${day}"]`);
    for (let step = 0; step < 12 && (await column.count()) === 0; step += 1) {
      const shown = (await title.textContent()) ?? '';
      await page.getByTestId('calendar-next').click();
      await expect(title).not.toHaveText(shown);
    }
    const monday = thursday.startOf('week');
    const sunday = monday.plus({ days: 6 });
    await expect(title).toHaveText(
      `${monday.toFormat(monday.year === sunday.year ? 'dd.MM.' : 'dd.MM.yyyy')} – ${sunday.toFormat('dd.MM.yyyy')}`,
    );
    const event = page.locator(`[data-testid="calendar-booking"][data-booking-id="${bookingId}"]`);
    await expect(event).toContainText(guestName);
    await expect(event).toContainText(`${bookedTime}–11:00`);
    await expectNoSeriousA11yViolations(page);

    await dragBooking(page, event, day, movedTime);
    const confirm = page.getByTestId('move-booking-dialog');
    await expect(confirm).toContainText(`Die Buchung von ${guestName} von`);
    await expect(confirm).toContainText(`${germanDate(day)}, ${bookedTime} auf`);
    await expect(confirm).toContainText(`${germanDate(day)}, ${movedTime} verschieben?`);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByTestId('move-booking-dialog-confirm').click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`Die Buchung von ${guestName} beginnt jetzt`)).toBeVisible();
    await expect(event).toContainText(`${movedTime}–15:00`);

    const [moved] = (await bookingsOn(request, studio, day)).filter((booking) => booking.id === bookingId);
    expect(Date.parse(moved?.start ?? '')).toBe(instantOf(day, movedTime));
  });

  await test.step("the guest's time picker offers the old time again and not the new one", async () => {
    await phone.goto(dayUrl);
    await expect(phone.getByTestId('selected-day')).toContainText(germanDate(day));
    const freedSlot = timeSlot(phone, bookedTime);
    await expect(freedSlot).toBeVisible();
    expect(Date.parse((await freedSlot.getAttribute('data-start')) ?? '')).toBe(Date.parse(start));
    await expect(timeSlot(phone, movedTime)).toHaveCount(0);
    await expectNoSeriousA11yViolations(phone);
  });

  await test.step("the first mail's cancel link still opens the booking, at its new time", async () => {
    if (!confirmation) throw new Error('no confirmation mail');
    const link = new URL(linkIn(confirmation, /\/app\/booking\/cancel\?token=/));
    await phone.goto(link.pathname + link.search);
    const cancelPage = phone.getByTestId('cancel-page');
    await expect(cancelPage).toContainText(treatment);
    await expect(cancelPage).toContainText(`${movedTime}–15:00`);
    await expect(phone.getByTestId('cancel-booking')).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
  });
});
