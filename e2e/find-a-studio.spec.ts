// A customer in Berlin finds a studio on a phone: types the city and picks the suggestion, asks
// for "Shellac" on the next open day, sees the studios nearby with their free times (a Plus studio
// first, badged), taps a time and books it as a guest on the studio's booking page. The same in
// Arabic, right to left. A signed-in customer marks a favourite, which then comes first in the
// results and stands in the account.
import type { APIRequestContext, Page } from '@playwright/test';
import { demoOpeningHours } from '../apps/api/src/features/demo/demo-shop.ts';
import { studioToday } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { visible } from './support/booking-steps.ts';
import { adminAuth, apiKey, createStudio, type FreshStudio } from './support/fresh-studio.ts';
import { fakeStripePages } from './support/provider-pages.ts';

// A few dozen metres from the city page's centre of Berlin, so both fall in the nearest distance band.
const spot = { latitude: 52.5203, longitude: 13.4052 };
const treatment = 'Shellac Maniküre';

// The searcher's device keeps Berlin's clock: "tomorrow" is asked on it, so a browser on the
// machine's UTC would mean another day for the hour or two around midnight.
test.use({ timezoneId: 'Europe/Berlin' });

/** Places the studio on the map; a global admin's change needs no approval. */
async function placeStudio(request: APIRequestContext, studio: FreshStudio, offset: number) {
  const moved = await request.put(studio.shopApi, {
    headers: await adminAuth(request),
    data: { latitude: spot.latitude + offset, longitude: spot.longitude },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** Takes the Plus plan and pays on the provider's checkout, as an owner would. */
async function takePlus(page: Page, request: APIRequestContext, studio: FreshStudio) {
  const checkout = await request.post(`${studio.shopApi}/subscription`, {
    headers: { ...studio.auth, 'idempotency-key': `plus-${studio.shopId}` },
    data: { plan: 'plus' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
  await page.goto(checkoutUrl);
  await fakeStripePages.pay(page);
  // The plan counts once the provider has told the API, not on the browser's return.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${studio.shopApi}/subscription`, { headers: studio.auth });
        const { plan, status } = (await answer.json()) as { plan: string | null; status: string };
        return `${plan} ${status}`;
      },
      { timeout: 30_000 },
    )
    .toBe('plus active');
}

/** Two studios around the spot: a plain one a little nearer, a Plus one a little farther. */
async function twoStudios(page: Page, request: APIRequestContext) {
  const plain = await createStudio(request, { name: `Nagelbar Nah ${Date.now()}` });
  const plus = await createStudio(request, { name: `Lumière Plus ${Date.now()}` });
  await placeStudio(request, plain, 0);
  await placeStudio(request, plus, 0.002);
  await takePlus(page, request, plus);
  return { plain, plus };
}

/** "Tomorrow" when the studios are open then, else the next open day, chosen by date. */
function searchDay(): { day: string; tomorrow: boolean } {
  const open = new Set<number>(demoOpeningHours.map((hours) => hours.weekday));
  let day = studioToday().plus({ days: 1 });
  while (!open.has(day.weekday)) day = day.plus({ days: 1 });
  return { day: day.toISODate() ?? '', tomorrow: day.equals(studioToday().plus({ days: 1 })) };
}

/** Waits until the browser has taken over the page the server rendered. */
async function hydrated(page: Page) {
  // The page's code loads after the first paint, on a machine that may be busy.
  await page.waitForFunction(() => !document.querySelector('#root[data-server-rendered]'), null, {
    timeout: 30_000,
  });
}

async function search(page: Page, city: string) {
  await page.goto('/find');
  await expect(page.getByTestId('find-need-place')).toBeVisible({ timeout: 30_000 });
  await hydrated(page);
  await page.getByTestId('find-where').fill(city.slice(0, 4));
  // The city itself, not a place the place search suggests for the same letters.
  await page.getByRole('option', { name: city, exact: true }).click();
  await page.getByTestId('find-treatment').fill('Shellac');
  await page.getByTestId('find-submit').click();
  await expect(page).toHaveURL(/q=Shellac/);
  const { day, tomorrow } = searchDay();
  if (tomorrow) await page.getByTestId('find-when-tomorrow').click();
  else await page.getByTestId('find-date').fill(day);
  await expect(page).toHaveURL(/q=Shellac/);
  return day;
}

const resultOf = (page: Page, studio: FreshStudio) =>
  page.locator(`[data-testid="find-result"][data-shop-id="${studio.shopId}"]`);

async function bookFirstTime(page: Page, studio: FreshStudio, day: string) {
  const card = resultOf(page, studio);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('find-result-plus')).toBeVisible();
  await expect(card.getByTestId('find-result-treatment')).toContainText(treatment);
  const time = card.getByTestId('find-result-time').first();
  await expect(time).toBeVisible();
  const href = (await time.getAttribute('href')) ?? '';
  const link = new URL(href, 'http://app.test');
  const start = link.searchParams.get('start') ?? '';
  expect(start.slice(0, 10)).toBe(day);
  expect(link.searchParams.get('services')).toBe(studio.serviceId(treatment));

  await time.click();
  await expect(page).toHaveURL(new RegExp(`/partner/${studio.shopId}/app/book/confirm\\?`));
  await page.waitForFunction(() => !document.querySelector('#root[data-server-rendered]'));
  await expect(page.getByText(treatment).filter({ visible: true }).first()).toBeVisible();

  await page.getByTestId('customer-name').fill('Gina Gast');
  await page.getByTestId('customer-email').fill(`finder-${Date.now()}@e2e.studio.test`);
  await page.getByTestId('customer-phone').fill('+49 170 1234567');
  await visible(page, 'booking-submit').click();
  await expect(page.getByTestId('booking-success')).toBeVisible();
  await expect(page.getByTestId('success-details')).toContainText(treatment);
  return start;
}

/** The Plus studio ranks before the nearer plain one, and the first result of all is a Plus studio. */
async function expectPlusFirst(page: Page, studios: { plain: FreshStudio; plus: FreshStudio }) {
  const results = page.getByTestId('find-result');
  await expect(results.first()).toBeVisible();
  await expect(results.first().getByTestId('find-result-plus')).toBeVisible();
  const order = await results.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-shop-id')));
  const plusAt = order.indexOf(studios.plus.shopId);
  const plainAt = order.indexOf(studios.plain.shopId);
  expect(plusAt).toBeGreaterThanOrEqual(0);
  expect(plainAt).toBeGreaterThan(plusAt);
  await expect(
    page
      .locator(`[data-testid="find-result"][data-shop-id="${studios.plain.shopId}"]`)
      .getByTestId('find-result-plus'),
  ).toHaveCount(0);
}

test('a customer in Berlin finds a Plus studio with a free Shellac time and books it as a guest @phone', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(180_000);
  const studios = await twoStudios(page, request);

  const day = await search(page, 'Berlin');
  await expectPlusFirst(page, studios);
  const start = await bookFirstTime(page, studios.plus, day);

  // The booked time is no longer offered.
  const bookings = await request.get(`${studios.plus.shopApi}/bookings?from=${day}&to=${day}`, {
    headers: studios.plus.auth,
  });
  const booked = (await bookings.json()) as { start: string; customer: { name: string } }[];
  expect(booked.map((booking) => [Date.parse(booking.start), booking.customer.name])).toContainEqual([
    Date.parse(start),
    'Gina Gast',
  ]);
});

test('the same search in Arabic reads right to left @phone', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(180_000);
  const studios = await twoStudios(page, request);
  await page.addInitScript(() => localStorage.setItem('app.language', 'ar'));

  const day = await search(page, 'Berlin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('ابحث عن استوديو');
  await expectPlusFirst(page, studios);
  await bookFirstTime(page, studios.plus, day);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a signed-in customer marks a studio as a favourite, which then comes first and stands in the account @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const near = await createStudio(request, { name: `Nagelbar Vorne ${Date.now()}` });
  const farther = await createStudio(request, { name: `Nagelbar Hinten ${Date.now()}` });
  await placeStudio(request, near, 0);
  await placeStudio(request, farther, 0.003);
  const email = `favourite-${Date.now()}@e2e.studio.test`;
  const password = 'Favourite1234!';
  const registered = await request.post('/api/auth/register', {
    headers: apiKey,
    data: { firstName: 'Fay', lastName: 'Vorit', email, password, consent: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login$/);

  // The search comes from the server with its results; the hearts come with the signed-in browser.
  await page.goto('/find?city=berlin');
  await hydrated(page);
  const order = () =>
    page
      .getByTestId('find-result')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-shop-id')));
  await expect(resultOf(page, farther)).toBeVisible();
  expect((await order()).indexOf(near.shopId)).toBeLessThan((await order()).indexOf(farther.shopId));

  const heart = resultOf(page, farther).getByTestId('find-result-favourite');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('find-result').first()).toHaveAttribute('data-shop-id', farther.shopId);

  // Still first after a reload right away (the browser keeps its answers across reloads).
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('find-result').first()).toHaveAttribute('data-shop-id', farther.shopId);
  await expect(resultOf(page, farther).getByTestId('find-result-favourite')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Kept by the server, with the browser's own session, and in the account.
  const token = await page.evaluate(() => window.localStorage.getItem('auth.token'));
  const kept = await request.get('/api/me/favourite-studios', {
    headers: { ...apiKey, authorization: `Bearer ${token}` },
  });
  expect(kept.status(), await kept.text()).toBe(200);
  expect(((await kept.json()) as { shopId: string }[]).map((studio) => studio.shopId)).toEqual([
    farther.shopId,
  ]);
  await page.goto('/account');
  const favourites = page.getByTestId('favourite-studio');
  await expect(favourites).toHaveCount(1);
  await expect(favourites.first()).toContainText(farther.name);
});
