// A deal that needs a purchase, bought through the built-in test provider's checkout (the
// test-provider projects of playwright.config.ts): a customer on a phone buys it on the studio
// app's deals tab, pays, comes back to it paid, gets the mail with its link, finds it in the
// account and redeems it from there; the studio sees the sale, then as redeemed.
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { expect as baseExpect, test } from '../support/app-test.ts';
import { adminAuth, apiKey, createStudio, signInAsOwner } from '../support/fresh-studio.ts';
import { waitForMail } from '../support/mail-capture.ts';
import { testProviderPages } from '../support/provider-pages.ts';
import { signIn } from '../support/sign-in.ts';

// Two people and a provider round trip on a busy shared machine: waits get more room.
const expect = baseExpect.configure({ timeout: 20_000 });

test('with the test provider: a customer buys a deal on a phone, finds it in the account and redeems it, the studio sees the sale @phone', async ({
  page: phone,
  openContext,
  request,
}) => {
  test.setTimeout(240_000);
  const studio = await createStudio(request);
  const suffix = Date.now().toString(36);
  const title = `Nagel-Flatrate ${suffix}`;

  // Payouts through the test provider's account, and a ready-made deal for 15 € switched on.
  const initiated = await request.post(`${studio.shopApi}/connect/initiate`, { headers: studio.auth });
  const { accountId } = await initiated.json();
  expect(
    (await request.post(`/api/payments/test/accounts/${accountId}/verify`, { headers: apiKey })).ok(),
  ).toBe(true);
  const admin = await adminAuth(request);
  const created = await request.post('/api/deals', {
    headers: admin,
    data: {
      title,
      offerText: '3 Maniküren zum Paketpreis',
      description: 'Drei Maniküren, einzulösen im Studio.',
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      type: 'independent',
      requiresPurchase: true,
      priceCents: 1500,
      shopIds: [studio.shopId],
    },
  });
  expect(created.status()).toBe(201);
  const { id: dealId } = await created.json();
  const switched = await request.put(`${studio.shopApi}/deals/${dealId}/active`, {
    headers: studio.auth,
    data: { active: true },
  });
  expect(switched.status()).toBe(200);

  // A customer with an account, on a phone.
  const customer = { email: `deal-buyer-${suffix}@example.com`, password: 'Deal-Kunde-1234' };
  const account = await request.post('/api/users', {
    headers: admin,
    data: { name: 'Dana Deal', ...customer, emailVerified: true },
  });
  expect(account.status()).toBe(201);
  await signIn(phone, customer.email, customer.password);
  await expect(phone).not.toHaveURL(/\/login/);

  // The deals tab: buy, pay at the provider, back on the tab with the deal paid.
  await phone.goto(`/partner/${studio.shopId}/app?tab=deals`);
  const deal = phone.getByTestId('partner-deal').filter({ hasText: title });
  await expect(deal.getByTestId('partner-deal-buy')).toContainText('15,00');
  await expectNoSeriousA11yViolations(phone);
  await deal.getByTestId('partner-deal-buy').click();
  await testProviderPages.pay(phone);
  await expect(phone).toHaveURL(new RegExp(`tab=deals&deal=${dealId}&purchase=`));
  await expect(deal.getByTestId('partner-deal-paid')).toBeVisible();

  // The mail carries the link back to the paid deal, for any device.
  const mail = await waitForMail(customer.email, { pattern: /tab=deals&deal=/ });
  expect(mail.text).toContain(`/partner/${studio.shopId}/app?tab=deals&deal=${dealId}&purchase=`);

  // The studio sees the sale, with the buyer, not yet redeemed.
  const owner = await (
    await openContext({ locale: 'de-DE', viewport: { width: 1366, height: 900 } })
  ).newPage();
  await signInAsOwner(owner, studio);
  await owner.goto('/deal');
  const sale = owner.getByTestId('deal-sales').getByTestId('deal-sale').filter({ hasText: title });
  await expect(sale).toHaveAttribute('data-state', 'paid');
  await expect(sale).toContainText('Dana Deal');
  await expect(sale).toContainText('15,00');
  await expectNoSeriousA11yViolations(owner);

  // In the account, the paid deal waits to be redeemed; its link redeems it on the deals tab.
  await phone.goto('/account');
  const bought = phone.getByTestId('own-deal-purchase').filter({ hasText: title });
  await expect(bought).toHaveAttribute('data-state', 'paid');
  await expect(bought).toContainText('Bereit zum Einlösen');
  await expectNoSeriousA11yViolations(phone);
  await bought.getByRole('link', { name: 'Einlösen' }).click();
  await expect(deal.getByTestId('partner-deal-paid')).toBeVisible();
  await deal.getByTestId('partner-deal-redeem').click();
  await phone.getByTestId('partner-deal-confirm-confirm').click();
  await expect(phone.getByTestId('redemption-screen')).toContainText(title);

  await owner.reload();
  await expect(sale).toHaveAttribute('data-state', 'redeemed');
  await phone.goto('/account');
  await expect(bought).toHaveAttribute('data-state', 'redeemed');
});
