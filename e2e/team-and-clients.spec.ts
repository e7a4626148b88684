// The studio's team and clients in a real browser: an owner invites a colleague by mail, who accepts
// on her phone and lands in the calendar at her own column; the owner opens a regular's card from
// the calendar, adds a note and a photo and books her next visit from the card in four taps; a staff
// member adds a photo to her own client's card; the owner finds a client by search, merges two
// records of the same person, keeps a photo of her nails with her consent, hands her data over and
// erases her; a customer downloads her data and deletes her account.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, devices } from '@playwright/test';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { studioZone, weekdayAhead } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { choose } from './support/form-fields.ts';
import { adminAuth, apiKey, createStudio, type FreshStudio, signInAsOwner } from './support/fresh-studio.ts';
import { linkIn, waitForMail } from './support/mail-capture.ts';
import { signIn } from './support/sign-in.ts';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];

test('an owner invites a colleague, who accepts on her phone and opens the calendar at her own column', async ({
  page,
  request,
  openContext,
}) => {
  test.setTimeout(150_000);
  const studio = await createStudio(request);
  const colleague = {
    name: 'Mai Nguyen',
    email: `mai-${randomUUID().slice(0, 8)}@e2e.studio.test`,
    password: 'Colleague-Pass-2024',
  };
  // She has a customer account already; accepting links it to the studio.
  const created = await request.post('/api/users', {
    headers: await adminAuth(request),
    data: { ...colleague, emailVerified: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  const since = Date.now();
  await test.step('the owner invites her as staff for Mai’s column', async () => {
    await signInAsOwner(page, studio);
    await page.goto('/bookings/members');
    await page.getByTestId('staff-invite').click();
    await page.getByTestId('invite-email').fill(colleague.email);
    await choose(page, page.getByTestId('invite-level'), 'invite-level-staff');
    await choose(page, page.getByTestId('invite-column'), `invite-column-${studio.memberId('Mai')}`);
    await page.getByTestId('invite-send').click();
    await expect(page.getByTestId('staff-invitations')).toContainText(colleague.email);
  });

  await test.step('she opens the mail’s link on her phone, signs in, and lands at her column', async () => {
    const mail = await waitForMail(colleague.email, { pattern: /staff-invitation\?token=/, since });
    const phone = await (await openContext({ ...pixel })).newPage();
    await phone.goto(linkIn(mail, /staff-invitation\?token=/));
    // The first visit on a new device loads the app's code: on a busy machine that may take a while.
    await expect(phone.getByTestId('staff-invitation')).toBeVisible({ timeout: 30_000 });
    await phone.getByTestId('login-email').fill(colleague.email);
    await phone.getByTestId('login-password').fill(colleague.password);
    await phone.getByTestId('login-submit').click();
    await expect(phone).toHaveURL(/\/calendar/, { timeout: 20_000 });
    // The calendar's code is a chunk of its own: on a busy machine it may take a while to arrive.
    const columns = phone.getByTestId('team-day-column');
    await expect(columns).toHaveCount(1, { timeout: 30_000 });
    await expect(columns).toHaveAttribute('data-member-id', studio.memberId('Mai'));
  });

  await test.step('the owner sees her among the logins, as staff', async () => {
    await page.reload();
    await expect(page.getByTestId(`staff-member-${colleague.email}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('staff-invitations')).toHaveCount(0);
  });
});

test('the owner finds a client, merges her duplicate, keeps a photo with her consent, exports and erases her', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const studio = await createStudio(request);
  const stamp = randomUUID().slice(0, 6);
  const name = `Zora Quell ${stamp}`;
  const email = `zora-${stamp}@e2e.studio.test`;
  const day = weekdayAhead(3, 20);
  // Two phone bookings of the same person, once with her email and once with her phone number only:
  // nothing tells the platform they are one person, so she is two clients until the studio merges them.
  for (const [time, customer] of [
    ['10:00', { name, email }],
    ['14:00', { name, phone: `+49 170 ${Date.now() % 10_000_000}` }],
  ] as const) {
    const booked = await request.post(`${studio.shopApi}/bookings`, {
      headers: studio.auth,
      data: {
        serviceIds: [studio.serviceId('Maniküre klassisch')],
        start: DateTime.fromISO(`${day.toISODate()}T${time}`, { zone: studioZone }).toISO(),
        teamMemberId: studio.memberId('Linh'),
        customer,
        source: 'phone',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  }

  await signInAsOwner(page, studio);
  const card = page.getByTestId('client-card');

  await test.step('a search finds both records; the owner merges the second into the first', async () => {
    await page.goto('/clients');
    await page.getByTestId('clients-search').fill('Zora Qu');
    const list = page.getByTestId('clients-list');
    await expect(list.getByRole('button')).toHaveCount(2);
    await list.getByRole('button').filter({ hasText: email }).click();
    await expect(card).toContainText(email);
    await page.getByTestId('client-merge').click();
    await page.getByTestId('client-merge-search').fill('Zora');
    await page.getByRole('option').filter({ hasNotText: email }).first().click();
    await page.getByTestId('client-merge-confirm').click();
    await expect(page.getByTestId('client-card-actions')).toContainText('+49 170');
  });

  await test.step('a photo of her nails is kept only once her consent is ticked', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d81b60' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('client-photo-file').setInputFiles({
      name: 'naegel.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const save = page.getByTestId('client-photo-upload');
    await expect(save).toBeDisabled();
    await page.getByTestId('client-photo-consent').check();
    await save.click();
    const tile = page.getByTestId('client-photo');
    await expect(tile).toHaveCount(1);
    // The grid shows the thumbnail, fetched with the owner's sign-in; the whole image once opened.
    await expect
      .poll(() => tile.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(400);
    await tile.getByRole('button').first().click();
    await expect
      .poll(() =>
        page.getByTestId('client-photo-full').evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(1200);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('client-photo-full')).toHaveCount(0);
  });

  await test.step('her data downloads as one file, with both records and the photo inside', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('client-export').click();
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file, 'utf8'));
    expect(data.bookings).toHaveLength(2);
    const photos = data.clientRecords.flatMap((record: { photos: unknown[] }) => record.photos);
    expect(photos).toHaveLength(1);
    expect(photos[0].image).toMatch(/^data:image\/webp;base64,/);
  });

  await test.step('erased, she is found no more and her photo is gone', async () => {
    const listed = await request.get(`${studio.shopApi}/clients?q=${encodeURIComponent(name)}`, {
      headers: studio.auth,
    });
    const [client] = (await listed.json()).items as { id: string }[];
    const photos = await request.get(`${studio.shopApi}/clients/${client?.id}/photos`, {
      headers: studio.auth,
    });
    const [kept] = (await photos.json()).photos as { url: string }[];

    await page.getByTestId('client-erase').click();
    await page.getByTestId('client-erase-dialog-confirm').click();
    await expect(card).toHaveCount(0);
    await page.getByTestId('clients-search').fill(stamp);
    await expect(page.getByTestId('clients-empty')).toBeVisible();
    const gone = await request.get(kept?.url ?? '', { headers: studio.auth });
    expect(gone.status()).toBe(404);
  });
});

/** A phone booking of Maniküre klassisch with a team member, as the owner enters it. */
async function bookRegular(
  request: APIRequestContext,
  studio: FreshStudio,
  visit: { day: string; time: string; member: string; customer: { name: string; email: string } },
): Promise<string> {
  const booked = await request.post(`${studio.shopApi}/bookings`, {
    headers: studio.auth,
    data: {
      serviceIds: [studio.serviceId('Maniküre klassisch')],
      start: DateTime.fromISO(`${visit.day}T${visit.time}`, { zone: studioZone }).toISO(),
      teamMemberId: studio.memberId(visit.member),
      customer: visit.customer,
      source: 'phone',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { id: string }).id;
}

async function nailPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8e24aa' } })
    .jpeg()
    .toBuffer();
}

test('the owner opens a regular’s card from the calendar, adds a note and a photo, and books her next visit in four taps', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const studio = await createStudio(request);
  const stamp = randomUUID().slice(0, 6);
  const regular = { name: `Ngoc Tran ${stamp}`, email: `ngoc-${stamp}@e2e.studio.test` };
  const day = weekdayAhead(3, 20).toISODate() ?? '';
  const visitId = await bookRegular(request, studio, {
    day,
    time: '10:00',
    member: 'Linh',
    customer: regular,
  });
  await bookRegular(request, studio, {
    day: weekdayAhead(3, 27).toISODate() ?? '',
    time: '10:00',
    member: 'Linh',
    customer: regular,
  });

  await signInAsOwner(page, studio);
  const card = page.getByTestId('client-card');

  await test.step('from her booking in the calendar, her card opens', async () => {
    await page.goto(`/calendar?view=week&date=${day}`);
    await page.locator(`[data-testid="calendar-booking"][data-booking-id="${visitId}"]`).click();
    await page.getByTestId('booking-details').getByTestId('booking-details-client').click();
    await expect(card).toContainText(regular.email);
    await expect(card).toContainText('Maniküre klassisch');
  });

  await test.step('a note about her nails goes on the card with its author', async () => {
    await page.getByTestId('client-note-text').fill('Allergisch gegen Acryl; mag kurze Mandelform.');
    await page.getByTestId('client-note-add').click();
    await expect(card).toContainText('Allergisch gegen Acryl');
  });

  await test.step('a photo of her nails, with her consent', async () => {
    await page.getByTestId('client-photo-file').setInputFiles({
      name: 'mandel.jpg',
      mimeType: 'image/jpeg',
      buffer: await nailPhoto(),
    });
    await page.getByTestId('client-photo-consent').check();
    await page.getByTestId('client-photo-upload').click();
    await expect(page.getByTestId('client-photo')).toHaveCount(1);
  });

  await test.step('her next visit is booked from the card in four taps', async () => {
    // Tap 1: "Book" on the card. The new booking comes filled in with her details, her latest
    // visit's treatment and team member, on the next open day.
    await page.getByTestId('client-book').click();
    const dialog = page.getByTestId('new-booking-dialog');
    await expect(dialog.getByTestId('new-booking-name')).toHaveValue(regular.name);
    await expect(dialog.getByTestId('new-booking-member')).toHaveText('Linh');
    await expect(dialog).toContainText('Maniküre klassisch');
    // Taps 2 and 3: the time.
    await dialog.getByTestId('new-booking-time').click();
    await page.getByRole('listbox').getByRole('option', { name: '11:00', exact: true }).click();
    // Tap 4: book.
    await dialog.getByTestId('new-booking-submit').click();
    await expect(dialog).toBeHidden();
  });

  const listed = await request.get(`${studio.shopApi}/clients?q=${encodeURIComponent(regular.email)}`, {
    headers: studio.auth,
  });
  const [client] = (await listed.json()).items as { id: string }[];
  const shown = await request.get(`${studio.shopApi}/clients/${client?.id}`, { headers: studio.auth });
  const upcoming = ((await shown.json()).upcoming as { start: string; teamMemberId: string }[]).map(
    (visit) => ({
      start: DateTime.fromISO(visit.start, { zone: studioZone }).toFormat('HH:mm'),
      teamMemberId: visit.teamMemberId,
    }),
  );
  expect(upcoming).toHaveLength(3);
  expect(upcoming[0]).toEqual({ start: '11:00', teamMemberId: studio.memberId('Linh') });
});

test('a staff member adds a photo to her own client’s card, with the client’s consent', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const studio = await createStudio(request);
  const stamp = randomUUID().slice(0, 6);
  const colleague = {
    name: 'Mai Nguyen',
    email: `mai-${stamp}@e2e.studio.test`,
    password: 'Colleague-Pass-2024',
  };
  const created = await request.post('/api/users', {
    headers: await adminAuth(request),
    data: { ...colleague, emailVerified: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const since = Date.now();
  const invited = await request.post(`${studio.shopApi}/staff-invitations`, {
    headers: studio.auth,
    data: { email: colleague.email, level: 'staff', teamMemberId: studio.memberId('Mai') },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(colleague.email, { pattern: /staff-invitation\?token=/, since });
  const invitation = new URL(linkIn(mail, /staff-invitation\?token=/)).searchParams.get('token');
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: colleague.email, password: colleague.password },
  });
  const accepted = await request.post('/api/staff-invitations/accept', {
    headers: { ...studio.auth, authorization: `Bearer ${(await login.json()).token}` },
    data: { token: invitation },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const client = { name: `Thu Ha ${stamp}`, email: `thu-${stamp}@e2e.studio.test` };
  const day = weekdayAhead(4, 20).toISODate() ?? '';
  const visitId = await bookRegular(request, studio, { day, time: '10:00', member: 'Mai', customer: client });

  await signIn(page, colleague.email, colleague.password);
  await expect(page).toHaveURL(/\/calendar/, { timeout: 20_000 });
  await page.goto(`/calendar?view=week&date=${day}`);
  await page.locator(`[data-testid="calendar-booking"][data-booking-id="${visitId}"]`).click();
  await page.getByTestId('booking-details').getByTestId('booking-details-client').click();
  const card = page.getByTestId('client-card');
  await expect(card).toContainText(client.email);
  // Staff keep notes and photos; merging, export and erasure are for managers and owners.
  await expect(page.getByTestId('client-card-actions')).toHaveCount(0);

  await page.getByTestId('client-photo-file').setInputFiles({
    name: 'french.jpg',
    mimeType: 'image/jpeg',
    buffer: await nailPhoto(),
  });
  const save = page.getByTestId('client-photo-upload');
  await expect(save).toBeDisabled();
  await page.getByTestId('client-photo-consent').check();
  await save.click();
  const tile = page.getByTestId('client-photo');
  await expect(tile).toHaveCount(1);
  await expect(tile).toContainText('Mai Nguyen');
  // Her own upload she may delete again.
  await expect(tile.getByTestId('client-photo-delete')).toBeVisible();
});

test('a customer downloads her data and deletes her account', async ({ page, request }) => {
  test.setTimeout(120_000);
  const studio = await createStudio(request);
  const stamp = randomUUID().slice(0, 6);
  const customer = {
    name: `Lan Pham ${stamp}`,
    email: `lan-${stamp}@e2e.studio.test`,
    password: 'Customer-Pass-2024',
  };
  const created = await request.post('/api/users', {
    headers: await adminAuth(request),
    data: { ...customer, emailVerified: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await bookRegular(request, studio, {
    day: weekdayAhead(2, 20).toISODate() ?? '',
    time: '10:00',
    member: 'Linh',
    customer: { name: customer.name, email: customer.email },
  });

  await signIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto('/account/security');

  await test.step('her data downloads as one machine-readable file', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('my-data-download').click();
    const data = JSON.parse(await readFile(await (await download).path(), 'utf8'));
    expect(data.account.email).toBe(customer.email);
    expect(data.bookings).toHaveLength(1);
    expect(data.clientRecords).toHaveLength(1);
  });

  await test.step('she deletes her account and can no longer sign in', async () => {
    await page.getByTestId('my-account-delete').click();
    await page.getByTestId('my-account-delete-dialog-confirm').click();
    await expect(page).toHaveURL(/\/login/);
    const login = await request.post('/api/auth/login', {
      headers: apiKey,
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status()).toBe(401);
    // The studio keeps the booking for its books, without her.
    const listed = await request.get(`${studio.shopApi}/clients?q=${encodeURIComponent(customer.email)}`, {
      headers: studio.auth,
    });
    expect((await listed.json()).items).toEqual([]);
  });
});
