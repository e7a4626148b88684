// A guest books a demo treatment on the studio's booking pages,
// gets the confirmation mail over SMTP with the appointment as .ics and the cancel link; the
// booked time is no longer free; the cancel link cancels it and the time is free again.
import { readFileSync } from 'node:fs';
import { readMime } from '../apps/api/test/support/smtp-server.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { weekdayAhead } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { germanDate, openDay, visible } from './support/booking-steps.ts';
import { apiKey, createStudio } from './support/fresh-studio.ts';
import { linkIn, waitForMail } from './support/mail-capture.ts';

// Only Sophie performs it, so her booked time is gone for everyone.
const treatment = 'Pediküre klassisch';
const teamMember = 'Sophie';

/** A Tuesday (open 09:00–19:00) about five weeks ahead on the app's clock, inside the booking horizon. */
const targetTuesday = () => weekdayAhead(2, 35);

/** The time picker of the same week and day, without the chosen time and team member. */
function freeTimesUrl(url: string): string {
  const next = new URL(url);
  next.searchParams.delete('start');
  next.searchParams.delete('member');
  return next.pathname + next.search;
}

test('a guest books on a phone, gets the mail with .ics and cancel link, and cancels @phone', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(180_000);
  const { shopId } = await createStudio(request);
  const email = `guest-${Date.now()}-${test.info().project.name}@e2e.studio.test`;
  const day = targetTuesday().toISODate() ?? '';
  let start = '';
  let selectDateUrl = '';

  await test.step('choose a treatment from the studio page', async () => {
    await page.goto(`/partner/${shopId}`);
    await page.getByTestId('partner-book').click();
    await expect(page.getByTestId('page-title')).toHaveText('Behandlungen wählen');
    await expect(page.getByTestId('treatment-group').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const card = page.getByTestId('treatment').filter({ hasText: treatment });
    await expect(card).toContainText('45 Min.');
    await expect(card.getByTestId('treatment-price')).toHaveText('35,00 €');
    await card.click();
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(visible(page, 'booking-continue')).toBeEnabled();
    const total = page.getByTestId('booking-bar-total').or(page.getByTestId('summary-total'));
    await expect(total.filter({ visible: true })).toHaveText('35,00 €');
    await visible(page, 'booking-continue').click();
  });

  await test.step('pick a free time about five weeks ahead', async () => {
    await expect(page.getByTestId('page-title')).toHaveText('Termin wählen');
    // Only the team members who perform the treatment are offered.
    await expect(page.getByTestId('member-option')).toHaveCount(1);
    const member = page.getByTestId('member-option').filter({ hasText: teamMember });
    await member.click();
    await expect(member).toHaveAttribute('aria-pressed', 'true');
    await openDay(page, day);
    await expect(page.getByTestId('time-slots')).toContainText('Vormittag');
    await expectNoSeriousA11yViolations(page);

    const slot = page.getByTestId('time-slot').first();
    start = (await slot.getAttribute('data-start')) ?? '';
    expect(start.slice(0, 10)).toBe(day);
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    selectDateUrl = page.url();
    // The choice lives in the URL: a reload keeps it.
    await page.reload();
    await expect(page.locator(`[data-testid="time-slot"][data-start="${start}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await visible(page, 'booking-continue').click();
  });

  await test.step('enter the details as a guest and book', async () => {
    await expect(page.getByTestId('page-title')).toHaveText('Buchung bestätigen');
    // The guest's details come first, signing in second; the book button says what it waits for.
    await expect(page.getByTestId('booking-details')).toContainText('Als Gast buchen');
    await expect(page.getByTestId('booking-show-sign-in')).toBeVisible();
    await expect(visible(page, 'booking-submit')).toBeDisabled();
    await expect(visible(page, 'booking-submit-hint')).toHaveText(
      'Noch fehlen dein Name und eine Telefonnummer oder E-Mail.',
    );
    await expectNoSeriousA11yViolations(page);

    await expect(page.getByTestId('summary-member').filter({ visible: true })).toHaveText(
      `bei ${teamMember}`,
    );
    await expect(page.getByTestId('customer-name')).toHaveValue('');
    await page.getByTestId('customer-name').fill('Gina Gast');
    // The form checks its fields before anything is sent.
    await page.getByTestId('customer-email').fill('gina@');
    await visible(page, 'booking-submit').click();
    await expect(page.getByTestId('customer-form')).toContainText('E-Mail');
    await expect(page.getByTestId('booking-success')).toHaveCount(0);
    await page.getByTestId('customer-email').fill(email);
    await page.getByTestId('customer-phone').fill('+49 170 1234567');
    await page.getByTestId('customer-notes').fill('Bitte kurze Nägel.');
    await expectNoSeriousA11yViolations(page);
    await visible(page, 'booking-submit').click();
  });

  await test.step('the success page shows the booking and offers the calendar', async () => {
    await expect(page.getByTestId('booking-success')).toBeVisible();
    // A guest may still sign in to an account.
    await expect(page.getByTestId('footer-sign-in')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Dein Termin ist gebucht');
    const details = page.getByTestId('success-details');
    await expect(details).toContainText(treatment);
    await expect(details).toContainText(germanDate(day));
    await expect(details).toContainText(start.slice(11, 16));
    await expect(details).toContainText('35,00 €');
    await expect(details).toContainText(`bei ${teamMember}`);
    await expect(page.getByTestId('calendar-google')).toHaveAttribute(
      'href',
      /calendar\.google\.com.*TEMPLATE/,
    );
    await expect(page.getByTestId('success-cancel-link')).toHaveAttribute(
      'href',
      /\/app\/booking\/cancel\?token=/,
    );
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.getByTestId('calendar-ics').click();
    const file = await (await download).path();
    const ics = readFileSync(file, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    const utcStart = new Date(start)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${utcStart}`);
  });

  const mail = await waitForMail(email, { pattern: /booking\/cancel\?token=/ });
  await test.step('the confirmation mail carries the .ics and the cancel link', async () => {
    expect(mail.text).toContain('vielen Dank für deine Buchung');
    expect(mail.text).toContain(treatment);
    const calendar = readMime(mail.data).parts.find((part) =>
      (part.headers['content-type'] ?? '').startsWith('text/calendar'),
    );
    expect(calendar?.body).toContain('BEGIN:VCALENDAR');
  });

  await test.step('the booked time is no longer free', async () => {
    await page.goto(freeTimesUrl(selectDateUrl));
    await expect(page.getByTestId('selected-day')).toContainText(germanDate(day));
    await expect(page.getByTestId('time-slot').first()).toBeVisible();
    await expect(page.locator(`[data-testid="time-slot"][data-start="${start}"]`)).toHaveCount(0);
  });

  await test.step('the cancel link cancels the booking', async () => {
    const link = new URL(linkIn(mail, /\/app\/booking\/cancel\?token=/));
    await page.goto(link.pathname + link.search);
    const cancelPage = page.getByTestId('cancel-page');
    await expect(cancelPage).toContainText(treatment);
    await expect(cancelPage).toContainText(germanDate(day));
    await expect(page.getByTestId('cancel-status')).toHaveText('Bestätigt');
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('cancel-booking').click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog).toContainText('Diesen Termin stornieren?');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('cancel-dialog-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cancel-status')).toHaveText('Storniert');
    await expect(page.getByTestId('cancel-done')).toBeVisible();
    await expect(page.getByTestId('cancel-booking')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the cancelled time is free again', async () => {
    await page.goto(freeTimesUrl(selectDateUrl));
    await expect(page.locator(`[data-testid="time-slot"][data-start="${start}"]`)).toBeVisible();
  });
});

test('a time taken meanwhile sends the customer back to the times, with the choice kept', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(60_000);
  const studio = await createStudio(request);
  const { shopId } = studio;
  const serviceId = studio.serviceId(treatment);
  const memberId = studio.memberId(teamMember);
  const tuesday = targetTuesday();
  const day = tuesday.plus({ days: 1 }).toISODate() ?? '';
  const monday = tuesday.minus({ days: 1 }).toISODate() ?? '';

  // A link straight to the time picker, as a shared or bookmarked one would be.
  await page.goto(
    `/partner/${shopId}/app/book/selectDate?services=${serviceId}&member=${memberId}&week=${monday}&day=${day}`,
  );
  const slot = page.getByTestId('time-slot').last();
  const start = (await slot.getAttribute('data-start')) ?? '';
  await slot.click();
  await visible(page, 'booking-continue').click();
  await page.getByTestId('customer-name').fill('Theo Spät');
  await page.getByTestId('customer-email').fill(`late-${Date.now()}@e2e.studio.test`);

  // Someone else books the same time first.
  const guest = await (await request.post('/api/auth/guest', { headers: apiKey })).json();
  const other = await request.post(`/api/shops/${shopId}/bookings`, {
    headers: { ...apiKey, authorization: `Bearer ${guest.token}` },
    data: {
      serviceIds: [serviceId],
      start,
      teamMemberId: memberId,
      customer: { name: 'Flink', email: 'flink@e2e.studio.test' },
    },
  });
  expect(other.status()).toBe(201);

  await visible(page, 'booking-submit').click();
  await expect(page.getByTestId('page-title')).toHaveText('Termin wählen');
  await expect(page.getByTestId('slot-taken')).toHaveText(
    'Dieser Termin ist leider nicht mehr verfügbar. Bitte wähle eine andere Zeit.',
  );
  await expect(page.getByTestId('member-option').filter({ hasText: teamMember })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('selected-day')).toContainText(germanDate(day));
  await expect(page.getByTestId('time-slot').first()).toBeVisible();
  await expect(page.locator(`[data-testid="time-slot"][data-start="${start}"]`)).toHaveCount(0);
  await expect(visible(page, 'booking-continue')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
