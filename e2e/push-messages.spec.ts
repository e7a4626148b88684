// Push messages end to end: a customer on a phone collects a stamp at a studio (and is offered the
// studio's news right after, not before), the owner writes a message to the studio's customers
// and confirms it (audience and text) before it goes out, and the customer finds it in the inbox
// of /account.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { studioToday } from './support/app-clock.ts';
import { expect as baseExpect, test } from './support/app-test.ts';
import { adminAuth, createStudio, type FreshStudio, signInAsOwner } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

// Two browsers on a busy shared machine: waits get more room than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A live stamp card, set up by the global admin (live at once), and a customer of this run only. */
async function studioWithCardAndCustomer(request: APIRequestContext, studio: FreshStudio) {
  const admin = await adminAuth(request);
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#d25a8c' } })
    .png()
    .toBuffer();
  const upload = await request.post(`${studio.shopApi}/uploads`, {
    headers: { ...admin, 'content-type': 'image/png' },
    data: png,
  });
  expect(upload.status()).toBe(201);
  const card = await request.put(`${studio.shopApi}/stamp-card`, {
    headers: admin,
    data: { title: 'Nagel-Treue', imageUrl: (await upload.json()).url, redeemCount: 5 },
  });
  expect(card.status()).toBe(200);
  const customer = { email: `push-${Date.now().toString(36)}@example.com`, password: 'Push-Kunde-1234' };
  const created = await request.post('/api/users', {
    headers: admin,
    data: { name: 'Paula Push', ...customer, emailVerified: true },
  });
  expect(created.status()).toBe(201);
  return customer;
}

test('the owner sends a push message and the customer reads it in the inbox @phone', async ({
  page: phone,
  openContext,
  request,
}) => {
  test.setTimeout(180_000);
  const studio = await createStudio(request);
  const customer = await studioWithCardAndCustomer(request, studio);
  const title = `Freie Termine ${Date.now().toString(36)}`;
  const body = 'Diese Woche sind noch Termine für Gel-Nägel frei. Jetzt buchen!';

  // The customer finds the stamp card on the studio's link page and asks for a stamp: only then
  // are the studio's messages offered.
  await signIn(phone, customer.email, customer.password);
  await expect(phone).not.toHaveURL(/\/login$/);
  await phone.goto(`/partner/${studio.shopId}`);
  await phone.getByTestId('storefront-link-stamps').click();
  await expect(phone.getByTestId('my-stamp-card')).toBeVisible();
  await expect(phone.getByTestId('push-opt-in')).toHaveCount(0);
  await phone.getByTestId('my-stamp-card-request').click();
  await expect(phone.getByTestId('my-stamp-request-code')).toBeVisible();
  await expect(phone.getByTestId('push-opt-in')).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await phone.getByTestId('push-opt-in-later').click();
  await expect(phone.getByTestId('push-opt-in')).toHaveCount(0);

  // The owner writes to the studio's customers: the card holder is one of them.
  const owner = await (
    await openContext({ viewport: { width: 1366, height: 900 }, locale: 'de-DE' })
  ).newPage();
  await signInAsOwner(owner, studio);
  await owner.goto('/push-messages');
  await expect(owner.getByTestId('push-audience')).toContainText('1');
  await owner.getByTestId('push-message-title').fill(title);
  await owner.getByTestId('push-message-body').fill(body);
  await expectNoSeriousA11yViolations(owner);
  await owner.getByTestId('push-message-send').click();
  // Nothing goes out before the confirm step: who receives it and the text as it will show.
  const confirm = owner.getByTestId('push-message-confirm');
  await expect(confirm.getByTestId('push-message-confirm-audience')).toHaveText(
    '1 Kund:in erhält diese Nachricht so:',
  );
  await expect(confirm.getByTestId('push-message-preview')).toContainText(title);
  await expect(confirm.getByTestId('push-message-preview')).toContainText(body);
  await expectNoSeriousA11yViolations(owner);
  await confirm.getByTestId('push-message-confirm-back').click();
  await expect(confirm).toBeHidden();
  await expect(owner.getByTestId('push-message-sent')).toHaveCount(0);
  await owner.getByTestId('push-message-send').click();
  await confirm.getByTestId('push-message-confirm-send').click();
  await expect(owner.getByTestId('push-message-sent').filter({ hasText: title })).toBeVisible();
  // One message per 24 hours: the form now says when the next one is possible.
  await expect(owner.getByTestId('push-message-wait')).toBeVisible();
  await expect(owner.getByTestId('push-message-send')).toBeDisabled();

  // The customer reads it in the inbox of the account page.
  await phone.goto('/account');
  const message = phone.getByTestId('inbox-message').filter({ hasText: title });
  await expect(message).toBeVisible();
  await expect(message).toContainText(body);
  await expect(message).toContainText(studio.name);
  await expectNoSeriousA11yViolations(phone);
});

/** A global admin's deal for the studio; switched on for it when `active`. */
async function dealForStudio(
  request: APIRequestContext,
  studio: FreshStudio,
  values: { title: string; active: boolean },
) {
  const admin = await adminAuth(request);
  const today = studioToday();
  const created = await request.post('/api/deals', {
    headers: admin,
    data: {
      title: values.title,
      offerText: '20 % auf Gel-Nägel',
      description: 'Nur diese Woche.',
      validFrom: today.toISODate(),
      validTo: today.plus({ days: 14 }).toISODate(),
      hot: true,
      multiUse: false,
      type: 'independent',
      imageUrl: null,
      shopIds: [studio.shopId],
      requiresPurchase: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  if (values.active) {
    const switched = await request.put(`${studio.shopApi}/deals/${id}/active`, {
      headers: admin,
      data: { active: true },
    });
    expect(switched.status()).toBe(200);
  }
  return id as string;
}

test('the owner sends a push message about a switched-on deal and the customer opens the deal from the inbox @phone', async ({
  page: phone,
  openContext,
  request,
}) => {
  test.setTimeout(180_000);
  const studio = await createStudio(request);
  const customer = await studioWithCardAndCustomer(request, studio);
  const run = Date.now().toString(36);
  const offered = `Gel-Woche ${run}`;
  const switchedOff = `Winterpause ${run}`;
  await dealForStudio(request, studio, { title: offered, active: true });
  await dealForStudio(request, studio, { title: switchedOff, active: false });
  // The customer holds the studio's card, so the message reaches them.
  await signIn(phone, customer.email, customer.password);
  await expect(phone).not.toHaveURL(/\/login$/);
  await phone.goto(`/partner/${studio.shopId}/app?tab=stamps`);
  await phone.getByTestId('my-stamp-card-request').click();
  await expect(phone.getByTestId('my-stamp-request-code')).toBeVisible();

  const owner = await (
    await openContext({ viewport: { width: 1366, height: 900 }, locale: 'de-DE' })
  ).newPage();
  await signInAsOwner(owner, studio);
  await owner.goto('/push-messages');
  await expect(owner.getByTestId('push-audience')).toContainText('1');
  await owner.getByTestId('push-message-about').selectOption('deal');
  // Only the deal the studio has switched on is offered.
  const deal = owner.getByTestId('push-message-deal');
  await expect(deal.locator('option', { hasText: offered })).toHaveCount(1);
  await expect(deal.locator('option', { hasText: switchedOff })).toHaveCount(0);
  // Sending without a deal chosen is held back in the form.
  await owner.getByTestId('push-message-title').fill(`Nur diese Woche ${run}`);
  await owner.getByTestId('push-message-body').fill('20 % auf alle Gel-Nägel, solange der Deal läuft.');
  await owner.getByTestId('push-message-send').click();
  await expect(owner.getByTestId('push-message-form')).toContainText('Pflichtfeld');
  await expect(owner.getByTestId('push-message-confirm')).toHaveCount(0);
  await deal.selectOption({ label: offered });
  await expectNoSeriousA11yViolations(owner);
  await owner.getByTestId('push-message-send').click();
  await owner.getByTestId('push-message-confirm-send').click();
  await expect(
    owner.getByTestId('push-message-sent').filter({ hasText: `Nur diese Woche ${run}` }),
  ).toBeVisible();

  await phone.goto('/account');
  const message = phone.getByTestId('inbox-message').filter({ hasText: `Nur diese Woche ${run}` });
  await expect(message).toBeVisible();
  await message.getByTestId('inbox-message-deal').click();
  await expect(phone).toHaveURL(new RegExp(`/partner/${studio.shopId}/app\\?tab=deals`));
  await expect(phone.getByText(offered)).toBeVisible();
});
