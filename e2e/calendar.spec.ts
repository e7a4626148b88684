// The owner's dashboard (counts, checklist, links), the calendar
// (a walk-in booked by selecting a free time, opened, moved by drag and drop, refused in closed
// time, cancelled) and the upcoming bookings with their filters. Each test works in a studio of
// its own (e2e/support/fresh-studio.ts) on the run's clock (e2e/support/app-clock.ts).
import { DateTime } from 'luxon';
import { errorMessage } from '../packages/domain/src/error-catalogue.ts';
import { ErrorCode } from '../packages/domain/src/error-codes.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { studioToday, weekdayAhead, studioZone as zone } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { dragBooking, slotPoint } from './support/calendar-drag.ts';
import {
  type ApiBooking,
  bookByPhone,
  bookingsOn,
  createStudio,
  signInAsOwner,
} from './support/fresh-studio.ts';

function utcOf(day: DateTime, time: string): string {
  return DateTime.fromISO(`${day.toISODate()}T${time}`, { zone }).toUTC().toISO() ?? '';
}

/** The week title of the calendar, in German: the first day carries its year only when the week crosses New Year. */
function weekTitle(monday: DateTime): string {
  const sunday = monday.plus({ days: 6 });
  return `${monday.toFormat(monday.year === sunday.year ? 'dd.MM.' : 'dd.MM.yyyy')} – ${sunday.toFormat('dd.MM.yyyy')}`;
}

test('the dashboard shows the last 30 days, the setup checklist and the links to share', {
  tag: '@dates',
}, async ({ page, context, request }) => {
  const studio = await createStudio(request);
  const { auth, shopApi, shopId } = studio;
  // Two appointments in the coming days (Tuesday and Wednesday, open days), for the counts and the list.
  const tuesday = weekdayAhead(2, 1);
  for (const day of [tuesday, tuesday.plus({ days: 1 })]) {
    await bookByPhone(request, studio, {
      treatment: 'Maniküre klassisch',
      day: day.toISODate() ?? '',
      time: '11:00',
      customer: `Dashboard ${day.toISODate()}`,
    });
  }
  const dashboard = await (await request.get(`${shopApi}/dashboard`, { headers: auth })).json();
  expect(dashboard.upcomingBookings).toBe(2);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signInAsOwner(page, studio);
  await expect(page.getByTestId('dashboard-stat-upcoming')).toHaveText(String(dashboard.upcomingBookings));
  await expect(page.getByTestId('dashboard-stat-bookings')).toHaveText(String(dashboard.bookingsLast30Days));
  await expect(page.getByTestId('dashboard-stat-stamps')).toHaveText(String(dashboard.stampsLast30Days));
  await expect(page.getByTestId('dashboard-stat-vouchers')).toHaveText(String(dashboard.vouchersLast30Days));

  // Every item of the onboarding checklist reflects the server's state and leads to its screen; items of a module
  // that is switched off, or whose screen is not built yet, are left out.
  const flags = await (await request.get(`/api/flags/shop/${shopId}`, { headers: auth })).json();
  const moduleOf: Record<string, string> = {
    deals: 'dealsEnabled',
    stampCards: 'stampsEnabled',
    vouchers: 'vouchersEnabled',
  };
  await expect(page.getByTestId('dashboard-checklist-profile')).toBeVisible();
  const shownKeys = await page
    .locator('[data-testid^="dashboard-checklist-"][data-done]')
    .evaluateAll((items) => items.map((item) => (item.getAttribute('data-testid') ?? '').slice(20)));
  const items = Object.entries(dashboard.checklist as Record<string, boolean>).filter(([key]) =>
    shownKeys.includes(key),
  );
  expect(items).toHaveLength(shownKeys.length);
  for (const key of ['profile', 'treatments', 'team', 'bookingHours', 'closures', 'slots', 'stampCards'])
    expect(shownKeys).toContain(key);
  for (const [key, done] of items) {
    expect(!moduleOf[key] || flags[moduleOf[key]] !== false).toBe(true);
    await expect(page.getByTestId(`dashboard-checklist-${key}`)).toHaveAttribute('data-done', String(done));
  }
  const done = items.filter(([, value]) => value).length;
  await expect(page.getByTestId('dashboard-checklist-progress')).toHaveText(
    `${done} von ${items.length} erledigt`,
  );
  await expect(page.getByTestId('dashboard-checklist-bookingHours')).toHaveAttribute(
    'href',
    '/bookings/hours',
  );
  await expect(page.getByTestId('dashboard-next-booking').first()).toBeVisible();

  const bookingLink = page.getByTestId('dashboard-link-bookingPage');
  const origin = new URL(page.url()).origin;
  await expect(bookingLink).toHaveValue(`${origin}/partner/${shopId}/app/book`);
  await expect(page.getByTestId('dashboard-link-studioPage')).toHaveValue(`${origin}/partner/${shopId}`);
  await page.getByTestId('dashboard-link-bookingPage-copy').click();
  await expect(page.getByText('Link kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/partner/${shopId}/app/book`,
  );
  await expectNoSeriousA11yViolations(page);
});

test('a walk-in is booked in the calendar, opened, moved by drag and drop, refused in closed time and cancelled', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(150_000);
  const studio = await createStudio(request);
  const { auth, shopApi } = studio;
  const tuesday = weekdayAhead(2, 22);
  const day = tuesday.toISODate() ?? '';
  const customer = `Walk-in ${Date.now()}`;

  await signInAsOwner(page, studio);
  await page.goto(`/calendar?view=week&date=${day}`);
  await expect(page.getByTestId('calendar-title')).toHaveText(weekTitle(tuesday.minus({ days: 1 })));
  await expect(page.locator(`td.fc-timegrid-col[data-date="${day}"]`)).toBeVisible();
  await expect(page.getByTestId('calendar-legend-member')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  let bookingId = '';
  await test.step('select 10:00 and book a walk-in', async () => {
    const slot = await slotPoint(page, day, '10:00');
    await page.mouse.click(slot.x, slot.y);
    const dialog = page.getByTestId('new-booking-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('new-booking-time')).toHaveText('10:00');
    await expect(dialog.getByTestId('new-booking-day')).toHaveValue(tuesday.toFormat('dd.MM.yyyy'));
    await dialog.getByTestId('new-booking-treatments').fill('Maniküre klassisch');
    await page.getByRole('option', { name: /Maniküre klassisch/ }).click();
    await expect(dialog.getByTestId('new-booking-summary')).toContainText('bis 10:30');
    await dialog.getByTestId('new-booking-name').fill(customer);
    await dialog.getByTestId('new-booking-email').fill('walk-in@e2e.studio.test');
    await expect(dialog.getByTestId('new-booking-email-hint')).toHaveText(
      'Hierhin gehen die Bestätigung und der Stornolink.',
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('new-booking-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${customer} ist gebucht für`)).toBeVisible();

    const [booking] = (await bookingsOn(request, studio, day)).filter(
      (entry) => entry.customer.name === customer,
    );
    expect(booking).toMatchObject({ status: 'confirmed', source: 'walk_in' });
    expect(Date.parse(booking?.start ?? '')).toBe(Date.parse(utcOf(tuesday, '10:00')));
    bookingId = booking?.id ?? '';
  });

  const event = page.locator(`[data-testid="calendar-booking"][data-booking-id="${bookingId}"]`);
  await expect(event).toContainText(customer);
  await expect(event).toContainText('10:00–10:30');

  await test.step('open it', async () => {
    await event.click();
    const details = page.getByTestId('booking-details');
    await expect(details).toContainText('Maniküre klassisch');
    await expect(details.getByTestId('booking-status')).toHaveText('Bestätigt');
    await expect(details.getByTestId('booking-source')).toHaveText('Laufkundschaft');
    await expect(details.getByTestId('booking-details-total')).toContainText('25,00');
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Schließen' }).click();
    await expect(details).toBeHidden();
  });

  await test.step('drag it to 13:00 and confirm the move', async () => {
    await dragBooking(page, event, day, '13:00');
    const confirm = page.getByTestId('move-booking-dialog');
    await expect(confirm).toContainText(`Die Buchung von ${customer} von`);
    await expect(confirm).toContainText(`${tuesday.toFormat('dd.MM.yyyy')}, 10:00 auf`);
    await expect(confirm).toContainText(`${tuesday.toFormat('dd.MM.yyyy')}, 13:00 verschieben?`);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByTestId('move-booking-dialog-confirm').click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`Die Buchung von ${customer} beginnt jetzt`)).toBeVisible();
    await expect
      .poll(async () => {
        const response = await request.get(`${shopApi}/bookings/${bookingId}`, { headers: auth });
        return Date.parse((await response.json()).start);
      })
      .toBe(Date.parse(utcOf(tuesday, '13:00')));
    await expect(event).toContainText('13:00–13:30');
  });

  await test.step('a move into closed time is refused and the booking stays', async () => {
    // Tuesdays close at 19:00.
    await dragBooking(page, event, day, '19:30');
    const confirm = page.getByTestId('move-booking-dialog');
    await expect(confirm).toContainText('19:30 verschieben?');
    await confirm.getByTestId('move-booking-dialog-confirm').click();
    await expect(page.getByText(errorMessage(ErrorCode.bookingSlotUnavailable, 'de'))).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(event).toHaveAttribute('data-start', utcOf(tuesday, '13:00'));
    const response = await request.get(`${shopApi}/bookings/${bookingId}`, { headers: auth });
    expect(Date.parse((await response.json()).start)).toBe(Date.parse(utcOf(tuesday, '13:00')));
  });

  await test.step('cancel it', async () => {
    await event.click();
    const details = page.getByTestId('booking-details');
    await details.getByTestId('booking-details-cancel').click();
    const confirm = page.getByTestId('booking-cancel-dialog');
    await expect(confirm).toContainText(customer);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByTestId('booking-cancel-dialog-confirm').click();
    await expect(details.getByTestId('booking-status')).toHaveText('Storniert');
    await expect(details.getByTestId('booking-details-cancel')).toHaveCount(0);
    await details.getByRole('button', { name: 'Schließen' }).click();
    await expect(event).toHaveCount(0);
    const response = await request.get(`${shopApi}/bookings/${bookingId}`, { headers: auth });
    expect((await response.json()).status).toBe('cancelled');
    // Cancelled bookings come back on request.
    await page.getByTestId('calendar-show-cancelled').check();
    await expect(event).toBeVisible();
  });
});

test('upcoming bookings are listed by start and filtered by date, team member, customer and status', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const studio = await createStudio(request);
  const { auth, shopApi, memberId } = studio;
  const wednesday = weekdayAhead(3, 22);
  const day = wednesday.toISODate() ?? '';
  const stamp = Date.now();
  const book = (customer: string, treatment: string, member: string, time: string, on = day) =>
    bookByPhone(request, studio, { treatment, member, day: on, time, customer });
  const anna = await book(`Anna Filter ${stamp}`, 'Maniküre klassisch', 'Linh', '11:00');
  const bea = await book(`Bea Filter ${stamp}`, 'Pediküre klassisch', 'Sophie', '09:30');
  // An appointment in the coming days, so the default span lists more than one day.
  await book(
    `Cleo Soon ${stamp}`,
    'Maniküre klassisch',
    'Mai',
    '12:00',
    weekdayAhead(4, 1).toISODate() ?? '',
  );
  const rowOf = (booking: ApiBooking) =>
    page.locator(`[data-testid="bookings-row"][data-booking-id="${booking.id}"]`);

  await signInAsOwner(page, studio);
  await page.goto(`/bookings/upcoming?from=${day}&to=${day}`);
  await expect(rowOf(anna)).toContainText('11:00–11:30');
  await expect(rowOf(bea)).toContainText('09:30–10:15');
  await expect(page.getByTestId('bookings-day')).toHaveCount(1);
  await expect(page.getByTestId('bookings-day')).toHaveAttribute('data-day', day);
  // By start: Bea's 09:30 before Anna's 11:00.
  const ids = await page
    .getByTestId('bookings-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-booking-id')));
  expect(ids.indexOf(bea.id)).toBeLessThan(ids.indexOf(anna.id));
  await expectNoSeriousA11yViolations(page);

  await test.step('by team member', async () => {
    await page.getByTestId('bookings-filter-member').click();
    await page.getByRole('option', { name: 'Linh' }).click();
    await expect(rowOf(bea)).toHaveCount(0);
    await expect(rowOf(anna)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('member')).toBe(memberId('Linh'));
  });

  await test.step('by customer, over the default span', async () => {
    await page.getByTestId('bookings-filter-reset').click();
    await expect(page).toHaveURL(/\/bookings\/upcoming$/);
    await expect(rowOf(anna)).toBeVisible();
    // The appointment of the coming days is listed too, the soonest first.
    const sections = page.getByTestId('bookings-day');
    await expect.poll(() => sections.count()).toBeGreaterThan(1);
    const days = await sections.evaluateAll((all) =>
      all.map((section) => section.getAttribute('data-day') ?? ''),
    );
    expect([...days].sort()).toEqual(days);
    await page.getByTestId('bookings-filter-search').fill(`bea filter ${stamp}`);
    await expect(rowOf(anna)).toHaveCount(0);
    await expect(page.getByTestId('bookings-row')).toHaveCount(1);
    await expect(rowOf(bea)).toBeVisible();
  });

  await test.step('by status', async () => {
    const cancelled = await request.post(`${shopApi}/bookings/${bea.id}/cancel`, { headers: auth });
    expect(cancelled.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('bookings-empty')).toBeVisible();
    await page.getByTestId('bookings-filter-status').click();
    await page.getByTestId('bookings-filter-status-cancelled').click();
    await page.keyboard.press('Escape');
    await expect(rowOf(bea).getByTestId('booking-status')).toHaveText('Storniert');
  });

  await test.step('a row opens the booking', async () => {
    await page.goto(`/bookings/upcoming?from=${day}&to=${day}`);
    await rowOf(anna).click();
    const details = page.getByTestId('booking-details');
    await expect(details).toContainText(`Anna Filter ${stamp}`);
    await expect(details.getByTestId('booking-source')).toHaveText('Telefon');
    await expect(details.getByTestId('booking-details-calendar')).toHaveAttribute(
      'href',
      `/calendar?view=day&date=${day}`,
    );
    await expectNoSeriousA11yViolations(page);

    // Without dragging: another start time from the booking itself.
    await details.getByTestId('booking-details-reschedule').click();
    await details.getByTestId('booking-reschedule-time').click();
    await page.getByRole('option', { name: '12:15' }).click();
    await details.getByTestId('booking-reschedule-submit').click();
    await expect(page.getByText('Die Buchung ist verschoben.')).toBeVisible();
    await expect(details.getByTestId('booking-details-when')).toContainText('12:15–12:45');
    const moved = await request.get(`${shopApi}/bookings/${anna.id}`, { headers: auth });
    expect(Date.parse((await moved.json()).start)).toBe(Date.parse(utcOf(wednesday, '12:15')));
  });
});

/** The first day from tomorrow on (app's clock) that `matches`. */
function nextDayWhere(matches: (day: DateTime) => boolean): DateTime {
  let day = studioToday().plus({ days: 1 });
  while (!matches(day)) day = day.plus({ days: 1 });
  return day;
}

const isLastSundayOf = (month: number) => (day: DateTime) =>
  day.month === month && day.weekday === 7 && day.plus({ weeks: 1 }).month !== month;

test('the week view across New Year, both clock changes and a month end places bookings at their local times', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  // Open every day, and bookable up to a year ahead, so that each of these weeks can be booked.
  const studio = await createStudio(request, { horizonDays: 365 });
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ranges: [{ start: '09:00', end: '19:00' }],
  }));
  const hours = await request.put(`${studio.shopApi}/opening-hours`, {
    headers: studio.auth,
    data: { days: everyDay },
  });
  expect(hours.status()).toBe(200);

  const newYearsEve = nextDayWhere((day) => day.month === 12 && day.day === 31);
  // A month end whose next day lies in the same week (Monday to Sunday).
  const monthEnd = nextDayWhere((day) => day.plus({ days: 1 }).day === 1 && day.weekday !== 7);
  const weeks = [
    {
      name: 'New Year',
      days: [newYearsEve, newYearsEve.plus({ days: 1 })].filter((day) => day.weekday !== 1),
    },
    { name: 'spring clock change', days: [nextDayWhere(isLastSundayOf(3))] },
    { name: 'autumn clock change', days: [nextDayWhere(isLastSundayOf(10))] },
    { name: 'month end', days: [monthEnd, monthEnd.plus({ days: 1 })] },
  ];

  await signInAsOwner(page, studio);
  for (const week of weeks) {
    await test.step(`the ${week.name} week`, async () => {
      const first = week.days[0] ?? studioToday();
      const booked: ApiBooking[] = [];
      for (const day of week.days) {
        booked.push(
          await bookByPhone(request, studio, {
            treatment: 'Maniküre klassisch',
            day: day.toISODate() ?? '',
            time: '10:00',
            customer: `${week.name} ${day.toISODate()}`,
          }),
        );
      }
      await page.goto(`/calendar?view=week&date=${first.toISODate()}`);
      await expect(page.getByTestId('calendar-title')).toHaveText(weekTitle(first.startOf('week')));
      for (const [index, day] of week.days.entries()) {
        const booking = booked[index];
        // 10:00 local, whatever the offset of that day (+01:00 in winter, +02:00 in summer).
        expect(Date.parse(booking?.start ?? '')).toBe(Date.parse(utcOf(day, '10:00')));
        const event = page.locator(`[data-testid="calendar-booking"][data-booking-id="${booking?.id}"]`);
        await expect(event).toContainText('10:00–10:30');
        const column = await page.locator(`td.fc-timegrid-col[data-date="${day.toISODate()}"]`).boundingBox();
        const box = await event.boundingBox();
        expect(box && column && box.x >= column.x && box.x < column.x + column.width).toBe(true);
      }
    });
  }
});
