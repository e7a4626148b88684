// Deposits and no-show fees on a phone, through the built-in test provider's own pages (the
// test-provider projects of playwright.config.ts): a new customer books a treatment with a 20 %
// deposit, sees the policy before paying, pays on the provider's page, and cancels inside the free
// window, seeing the refund. A treatment exempt from the deposit saves the customer's card instead;
// the studio marks that booking a no-show from its calendar and charges the fee to the card, once,
// and the customer gets the receipt.
import { devices } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { appNow, weekdayAhead } from '../support/app-clock.ts';
import { expect, test } from '../support/app-test.ts';
import { openDay, visible } from '../support/booking-steps.ts';
import { apiKey, createStudio } from '../support/fresh-studio.ts';
import { waitForMail } from '../support/mail-capture.ts';
import { signIn } from '../support/sign-in.ts';

// Only Sophie performs it: 35,00 €, so the deposit is 7,00 €.
const depositTreatment = 'Pediküre klassisch';
const exemptTreatment = 'Maniküre klassisch';

test('a new customer pays a 20 % deposit and gets it back; the studio charges a no-show fee to a saved card @phone', async ({
  page,
  request,
  openContext,
}) => {
  test.setTimeout(240_000);
  const studio = await createStudio(request);
  const { shopId, shopApi, auth } = studio;
  const since = Date.now();

  await test.step('the owner enables payouts and sets the policy', async () => {
    const initiated = await request.post(`${shopApi}/connect/initiate`, { headers: auth });
    expect(initiated.status()).toBe(200);
    const verified = await request.post(
      `/api/payments/test/accounts/${(await initiated.json()).accountId}/verify`,
      { headers: apiKey },
    );
    expect(verified.status()).toBe(200);
    const policy = await request.put(`${shopApi}/booking-policy`, {
      headers: auth,
      data: {
        depositPercent: 20,
        freeCancellationHours: 24,
        noShowFeeCents: 2000,
        treatmentDeposits: [{ serviceId: studio.serviceId(exemptTreatment) }],
      },
    });
    expect(policy.status(), await policy.text()).toBe(200);
  });

  const email = `deposit-${Date.now()}@e2e.studio.test`;
  const day = weekdayAhead(2, 21).toISODate() ?? '';

  await test.step('a new customer sees the deposit and the policy before paying', async () => {
    await page.goto(`/partner/${shopId}`);
    await page.getByTestId('partner-book').click();
    await page.getByTestId('treatment').filter({ hasText: depositTreatment }).click();
    await visible(page, 'booking-continue').click();
    await openDay(page, day);
    await page.getByTestId('time-slot').first().click();
    await visible(page, 'booking-continue').click();
    await expect(page.getByTestId('page-title')).toHaveText('Buchung bestätigen');
    const note = page.getByTestId('booking-policy-note');
    await expect(note).toContainText('Anzahlung von 7,00 €');
    await expect(note).toContainText('Bis 24 Stunden vor dem Termin ist die Stornierung kostenlos');
    await expect(note).toContainText('Nichterscheinen kostet 20,00 €');
    await page.getByTestId('customer-name').fill('Nora Neu');
    await page.getByTestId('customer-email').fill(email);
    await expectNoSeriousA11yViolations(page);
    await visible(page, 'booking-submit').click();
  });

  await test.step("she pays the deposit on the provider's page and lands on her booking", async () => {
    await expect(page).toHaveURL(/\/payments\/test\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('test-checkout-amount')).toHaveText('7,00 €');
    await expect(page.getByTestId('test-mode-banner')).toContainText('Es fließt kein Geld');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Bezahlen (Test)' }).click();
    await expect(page).toHaveURL(/\/app\/booking\/cancel\?token=/);
    await expect(page.getByTestId('deposit-state')).toHaveAttribute('data-deposit-status', 'succeeded');
    await expect(page.getByTestId('deposit-state')).toContainText('Anzahlung von 7,00 € bezahlt.');
    await waitForMail(email, { since, pattern: /Pediküre klassisch|Termin/ });
  });

  await test.step('she cancels inside the free window and sees the refund', async () => {
    await page.getByTestId('cancel-booking').click();
    await page
      .getByRole('dialog', { name: 'Diesen Termin stornieren?' })
      .getByRole('button', { name: 'Termin stornieren' })
      .click();
    await expect(page.getByTestId('deposit-state')).toHaveAttribute('data-deposit-status', 'refunded');
    await expect(page.getByTestId('deposit-state')).toContainText('Anzahlung von 7,00 € erstattet.');
    await expectNoSeriousA11yViolations(page);
    await waitForMail(email, { since, pattern: /erstattet/ });
  });

  // Another customer books the exempt treatment soon: no deposit, her card is saved instead.
  const other = `card-${Date.now()}@e2e.studio.test`;
  const soon = weekdayAhead(2, 1).toISODate() ?? '';
  const exemptId = studio.serviceId(exemptTreatment);
  const slots = await (
    await request.get(`/api/shops/${shopId}/slots?serviceIds=${exemptId}&from=${soon}&to=${soon}`, {
      headers: apiKey,
    })
  ).json();
  const start: string = slots.slots[0].start;
  const guest = await (await request.post('/api/auth/guest', { headers: apiKey })).json();
  const created = await request.post(`/api/shops/${shopId}/bookings`, {
    headers: { ...apiKey, authorization: `Bearer ${guest.token}` },
    data: { serviceIds: [exemptId], start, customer: { name: 'Karla Karte', email: other } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = await created.json();
  expect(booking).toMatchObject({ status: 'pending_payment', depositCents: 0, cardSetup: true });
  const saved = await request.post(
    `/api/payments/test/checkout/${String(booking.checkoutUrl).split('/').at(-1)}/complete`,
    { headers: apiKey, data: { outcome: 'succeeded' } },
  );
  expect(saved.status()).toBe(200);

  await test.step('after the appointment the studio marks her a no-show and charges the fee', async () => {
    const owner = await (await openContext({ ...devices['Pixel 7'] })).newPage();
    await signIn(owner, studio.owner.email, studio.owner.password);
    await expect(owner).not.toHaveURL(/\/login$/);
    // The appointment is over on the owner's phone.
    await owner.clock.setSystemTime(Math.max(appNow(), Date.parse(booking.end) + 10 * 60_000));
    await owner.goto(`/calendar?view=day&date=${soon}`);
    await owner.locator(`[data-testid="calendar-booking"][data-booking-id="${booking.id}"]`).click();
    const details = owner.getByTestId('booking-details');
    await details.getByTestId('booking-details-mark-no_show').click();
    const fee = details.getByTestId('booking-details-fee');
    await expect(fee).toHaveText('Gebühr für Nichterscheinen erheben');
    await expectNoSeriousA11yViolations(owner);
    await fee.click();
    await expect(owner.getByText('Gebühr von 20,00 € bezahlt.')).toBeVisible();
    await expect(fee).toBeDisabled();
    const receipt = await waitForMail(other, { since, pattern: /20,00/ });
    expect(receipt.headers.subject ?? '').toContain('Beleg');
    // Taken once: a repeat answers the same paid fee.
    const again = await request.post(`${shopApi}/bookings/${booking.id}/fee`, {
      headers: auth,
      data: { kind: 'no_show' },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'paid', amountCents: 2000 });
  });
});
