// The studio's team and clients in a real browser: an owner invites a colleague by mail, who accepts
// on her phone and lands in the calendar at her own column; the owner finds a client by search,
// merges two records of the same person, keeps a photo of her nails with her consent, hands her
// data over and erases her.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { devices } from '@playwright/test';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { studioZone, weekdayAhead } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { choose } from './support/form-fields.ts';
import { adminAuth, createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { linkIn, waitForMail } from './support/mail-capture.ts';

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
    // The image comes with the owner's sign-in and shows.
    await expect
      .poll(() => tile.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1200);
    await tile.getByRole('button').first().click();
    await expect(page.getByTestId('client-photo-full')).toBeVisible();
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
