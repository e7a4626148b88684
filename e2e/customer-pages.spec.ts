// On a phone: the studio page as a storefront, the customer header (language
// only), the first visit's language, a guest who never sees an internal identity, and the account
// offered after a guest booking, prefilled. Each page gets an accessibility scan.
import sharp from 'sharp';
import { demoTreatments } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { weekdayAhead } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { visible } from './support/booking-steps.ts';
import { adminAuth, createStudio } from './support/fresh-studio.ts';

const description = 'Vegane Produkte, viel Zeit für dich und ein Kaffee zur Maniküre.';

test('the studio page is a storefront: cover, contact, one book action, prices, hours, loyalty @phone', async ({
  page,
  request,
  openContext,
}) => {
  const studio = await createStudio(request);
  const admin = await adminAuth(request);
  // A global admin's change applies at once (an owner's waits for approval).
  const described = await request.put(studio.shopApi, { headers: admin, data: { description } });
  expect(described.status()).toBe(200);

  await page.goto(`/partner/${studio.shopId}`);
  await expect(page.getByTestId('page-title')).toHaveText(studio.name);
  await expect(page.getByTestId('storefront-cover')).toBeVisible();
  await expect(page.getByTestId('partner-address')).toHaveText('Teststraße 1, 10115 Berlin');
  await expect(page.getByTestId('storefront-map-link')).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Teststra/,
  );
  await expect(page.getByTestId('storefront-call')).toHaveAttribute('href', 'tel:+49301234567');
  await expect(page.getByTestId('storefront-email')).toHaveAttribute('href', /^mailto:studio-/);
  await expect(page.getByTestId('storefront-description')).toHaveText(description);
  // One clear book action.
  await expect(page.getByTestId('partner-book')).toHaveCount(1);
  await expect(page.getByTestId('partner-book')).toHaveText('Termin buchen');

  // The price list by category, each treatment with its duration and price.
  const categories = [...new Set(demoTreatments.map((treatment) => treatment.category))];
  await expect(page.getByTestId('price-list-category')).toHaveCount(categories.length);
  const manicure = page.getByTestId('price-list-item').filter({ hasText: 'Maniküre klassisch' });
  await expect(manicure.getByTestId('price-list-duration')).toHaveText('30 Min.');
  await expect(manicure.getByTestId('price-list-price')).toHaveText('25,00 €');
  await expect(page.getByTestId('price-list-item')).toHaveCount(demoTreatments.length);

  // Opening hours of every weekday; Sunday is closed.
  await expect(page.getByTestId('opening-hours-1')).toHaveText('10:00–19:00');
  await expect(page.getByTestId('opening-hours-4')).toHaveText('09:00–20:00');
  await expect(page.getByTestId('opening-hours-7')).toHaveText('Geschlossen');

  // The studio has no stamp card yet: no link leads to an empty tab.
  await expect(page.getByTestId('storefront-link-stamps')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // With its stamp card, the next visitor finds the link (a page seen before keeps its sections up to a minute).
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
  const nextVisitor = await (await openContext()).newPage();
  await nextVisitor.goto(`/partner/${studio.shopId}`);
  await expect(nextVisitor.getByTestId('storefront-link-stamps')).toBeVisible();

  // Switched off, the visitor after finds no stamp card link.
  const flags = await request.put(`/api/flags/shop/${studio.shopId}`, {
    headers: admin,
    data: { stampsEnabled: false },
  });
  expect(flags.status()).toBe(200);
  const laterVisitor = await (await openContext()).newPage();
  await laterVisitor.goto(`/partner/${studio.shopId}`);
  await expect(laterVisitor.getByTestId('opening-hours-1')).toBeVisible();
  await expect(laterVisitor.getByTestId('storefront-link-stamps')).toHaveCount(0);

  await page.getByTestId('partner-book').click();
  await expect(page.getByTestId('page-title')).toHaveText('Behandlungen wählen');
});

test('customers get a language switcher only, and its menu shows no currency @phone', async ({
  page,
  request,
}) => {
  const { shopId } = await createStudio(request);
  await page.goto(`/partner/${shopId}`);
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('language-switcher')).toBeVisible();
  // The settings drawer (layout, direction, colours) belongs to the admin portals.
  await expect(page.getByTestId('settings-open')).toHaveCount(0);

  await page.getByTestId('language-switcher').click();
  const english = page.getByTestId('language-option-en');
  await expect(english).toHaveText('English');
  await expect(page.getByRole('menu')).not.toContainText(/EUR|USD/);
  await expectNoSeriousA11yViolations(page);
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Prices stay in the studio's currency whatever the language.
  await expect(
    page
      .getByTestId('price-list-item')
      .filter({ hasText: 'Maniküre klassisch' })
      .getByTestId('price-list-price'),
  ).toHaveText('€25.00');
});

test('a first visit follows the browser languages, German when none is ours; dates as each language writes them @phone', async ({
  openContext,
  request,
}) => {
  const studio = await createStudio(request);
  const tuesday = weekdayAhead(2, 14);
  const day = tuesday.toISODate() ?? '';
  const monday = tuesday.minus({ days: 1 }).toISODate() ?? '';
  const selectDate = `/partner/${studio.shopId}/app/book/selectDate?services=${studio.serviceId('Maniküre klassisch')}&week=${monday}&day=${day}`;
  const [year, month, date] = day.split('-');

  for (const [languages, expected, bookText, numericDay] of [
    ['fr-FR', 'de', 'Termin buchen', `${date}.${month}.${year}`],
    ['vi-VN', 'vi', 'Đặt lịch hẹn', `${date}/${month}/${year}`],
    ['en-GB', 'en', 'Book an appointment', `${date}/${month}/${year}`],
  ] as const) {
    const context = await openContext({ locale: languages });
    const page = await context.newPage();
    await page.goto(`/partner/${studio.shopId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', expected);
    await expect(page.getByTestId('partner-book')).toHaveText(bookText);
    await page.goto(selectDate);
    await expect(page.getByTestId('selected-day')).toContainText(numericDay);
  }

  const arabic = await (await openContext({ locale: 'ar-EG' })).newPage();
  await arabic.goto(`/partner/${studio.shopId}`);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByTestId('partner-book')).toHaveText('احجز موعدًا');
  await expectNoSeriousA11yViolations(arabic);
});

test('a guest books, never sees the internal identity, and is offered an account, prefilled @phone', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const studio = await createStudio(request);
  const wednesday = weekdayAhead(3, 21);
  const day = wednesday.toISODate() ?? '';
  const monday = wednesday.minus({ days: 2 }).toISODate() ?? '';
  const email = `gina-${Date.now()}-${test.info().project.name}@e2e.studio.test`;

  await page.goto(
    `/partner/${studio.shopId}/app/book/selectDate?services=${studio.serviceId('Maniküre klassisch')}&week=${monday}&day=${day}`,
  );
  await page.getByTestId('time-slot').first().click();
  await visible(page, 'booking-continue').click();
  await expect(page.getByTestId('page-title')).toHaveText('Buchung bestätigen');
  // The guest's details come first on the confirm step.
  await page.getByTestId('customer-name').fill('Gina Maria Gast');
  await page.getByTestId('customer-email').fill(email);
  await visible(page, 'booking-submit').click();

  await expect(page.getByTestId('booking-success')).toBeVisible();
  const offer = page.getByTestId('success-account-offer');
  await expect(offer).toContainText('Sammle Stempel');
  // A guest is offered sign-in, never a sign-out or an account menu.
  await expect(page.getByTestId('nav-login')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('guest.invalid');
  await expectNoSeriousA11yViolations(page);

  await offer.getByTestId('success-create-account').click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByTestId('register-first-name')).toHaveValue('Gina Maria');
  await expect(page.getByTestId('register-last-name')).toHaveValue('Gast');
  await expect(page.getByTestId('register-email')).toHaveValue(email);
  // The prefill travels in history state, not in the address.
  expect(page.url()).not.toContain('Gina');
  await expectNoSeriousA11yViolations(page);

  // The login page shows a guest neither its internal address nor a sign-out.
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('login-signed-in')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('guest.invalid');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a studio’s readable address shows its studio page and leads on to booking @phone', async ({
  page,
  request,
}) => {
  const studio = await createStudio(request);
  const { slug } = await (await request.get(studio.shopApi, { headers: await adminAuth(request) })).json();
  expect(slug).toMatch(/^[a-z0-9-]+$/);

  await page.goto(`/s/${slug}`);
  await expect(page.getByTestId('page-title')).toHaveText(studio.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/s/${slug}$`));
  await expect(page).toHaveURL(new RegExp(`/s/${slug}$`));
  await page.getByTestId('partner-book').click();
  await expect(page).toHaveURL(new RegExp(`/partner/${studio.shopId}/app/book`));
  await expect(page.getByTestId('treatment').first()).toBeVisible();
});
