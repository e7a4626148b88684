// The café side end to end: a guest without a table's QR code cannot order; a guest at table 7
// opens the link of the QR sheet on a phone (its signed token goes along with each order), orders
// from the menu with an order-percentage deal, and sees the status change live when the studio
// completes the order on its board (which the order reaches by server-sent events); a second order
// joins the same visit, an order for table 9 meanwhile is refused (1322). A reservation is made and approved, a second decision is
// refused (8001), and a paused date range refuses a reservation (8003).
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { studioToday } from './support/app-clock.ts';
import { expect as baseExpect, test } from './support/app-test.ts';
import { adminAuth, createStudio, type FreshStudio, signInAsOwner } from './support/fresh-studio.ts';

// Two browsers, a polling page and a busy shared machine: waits get more room than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const severalSessions = 'Für dieses Konto sind mehrere Bestellsitzungen offen.';
const notTakingReservations = 'Dieser Shop nimmt derzeit keine Reservierungen an.';

type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

async function desktopPage(openContext: OpenContext): Promise<Page> {
  const context = await openContext({ viewport: { width: 1366, height: 900 }, locale: 'de-DE' });
  return context.newPage();
}

/** A live menu (put up by the global admin, so no approval waits) and the tables' QR links. */
async function cafeMenu(request: APIRequestContext, studio: FreshStudio) {
  const admin = await adminAuth(request);
  const category = await request.post(`${studio.shopApi}/menu/categories`, {
    headers: admin,
    data: { name: 'Kaffee & Kuchen' },
  });
  expect(category.status()).toBe(201);
  const categoryId = (await category.json()).id;
  for (const article of [
    { name: 'Cappuccino', priceCents: 390, allergens: ['g'], additives: [] },
    { name: 'Käsekuchen', priceCents: 450, allergens: ['a', 'c', 'g'], additives: [] },
    { name: 'Espresso', priceCents: 250, allergens: [], additives: [11] },
  ]) {
    const created = await request.post(`${studio.shopApi}/menu/articles`, {
      headers: admin,
      data: { ...article, description: `${article.name} aus dem Haus`, categoryId },
    });
    expect(created.status()).toBe(201);
  }
  const links = await request.get(`${studio.shopApi}/tables/links?tables=1-10`, { headers: studio.auth });
  expect(links.status()).toBe(200);
  const byTable = new Map<string, string>(
    ((await links.json()) as { tableNumber: string; url: string }[]).map((link) => {
      const url = new URL(link.url);
      return [link.tableNumber, `${url.pathname}${url.search}`];
    }),
  );
  return { linkOf: (table: string) => byTable.get(table) ?? '' };
}

/** A global admin's order-percentage deal for the studio, switched on there. */
async function orderPercentageDeal(request: APIRequestContext, studio: FreshStudio, title: string) {
  const admin = await adminAuth(request);
  const today = studioToday();
  const created = await request.post('/api/deals', {
    headers: admin,
    data: {
      title,
      offerText: '10 % auf die ganze Bestellung',
      description: 'Gilt für eine Bestellung am Tisch.',
      validFrom: today.toISODate(),
      validTo: today.plus({ days: 7 }).toISODate(),
      hot: false,
      multiUse: false,
      type: 'order_percentage',
      percent: 10,
      imageUrl: null,
      shopIds: [studio.shopId],
      requiresPurchase: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const switched = await request.put(`${studio.shopApi}/deals/${id}/active`, {
    headers: admin,
    data: { active: true },
  });
  expect(switched.status()).toBe(200);
}

async function addToCart(phone: Page, name: string) {
  await phone
    .getByTestId('menu-article')
    .filter({ hasText: name })
    .getByTestId('menu-article-add-to-cart')
    .click();
}

/** From the menu: cart → continue (the table comes from the QR code) → summary. */
async function checkOut(phone: Page, table: string) {
  await phone.getByTestId('menu-open-cart').click();
  await expect(phone.getByTestId('order-table')).toHaveValue(table);
  await phone.getByTestId('order-continue').click();
}

test('a guest at table 7 orders from the QR link with a deal and sees the studio complete it live @phone', async ({
  page: phone,
  openContext,
  request,
}) => {
  test.setTimeout(240_000);
  const studio = await createStudio(request, { category: 'cafe' });
  const menu = await cafeMenu(request, studio);
  const dealTitle = `Kaffeepause ${Date.now().toString(36)}`;
  await orderPercentageDeal(request, studio, dealTitle);

  // The studio's board is open before the order arrives.
  const owner = await desktopPage(openContext);
  await signInAsOwner(owner, studio);
  await owner.goto('/orders');
  await expect(owner.getByTestId('board-open')).toBeVisible();
  await expect(owner.getByTestId('table-link').first()).toBeVisible();

  // Without a table's QR code the cart asks to scan one: no table to type, no order.
  await phone.goto(`/partner/${studio.shopId}/app?tab=menu`);
  await addToCart(phone, 'Espresso');
  await phone.getByTestId('menu-open-cart').click();
  await expect(phone.getByTestId('order-scan-table')).toBeVisible();
  await expect(phone.getByTestId('order-continue')).toBeDisabled();
  await phone.getByTestId('cart-line').filter({ hasText: 'Espresso' }).getByRole('button').first().click();
  await expect(phone.getByTestId('cart-line')).toHaveCount(0);

  // The guest scans table 7's code: the menu with its legend and filters.
  await phone.goto(menu.linkOf('7'));
  await expect(phone.getByTestId('partner-menu')).toBeVisible();
  await expect(phone.getByTestId('menu-article')).toHaveCount(3);
  await phone.getByTestId('menu-filter-a').click();
  await expect(phone.getByTestId('menu-article').filter({ hasText: 'Käsekuchen' })).toHaveCount(0);
  await phone.getByTestId('menu-filter-a').click();
  await expectNoSeriousA11yViolations(phone);
  await addToCart(phone, 'Cappuccino');
  await addToCart(phone, 'Cappuccino');
  await addToCart(phone, 'Käsekuchen');
  await checkOut(phone, '7');

  // Signed out: continue as a guest, then the summary and the order goes out.
  await phone.getByTestId('customer-continue-as-guest').click();
  await expect(phone.getByTestId('order-summary')).toBeVisible();
  await expect(phone.getByTestId('cart-total')).toContainText('12,30');
  // The order-percentage deal: 10 % of 12,30 € off, as the API will price it.
  await phone.getByTestId('order-deal-option').filter({ hasText: dealTitle }).click();
  await expect(phone.getByTestId('order-discount')).toContainText('1,23');
  await expect(phone.getByTestId('cart-total')).toContainText('11,07');
  await phone.getByTestId('order-send').click();
  const status = phone.getByTestId('order-sent').getByTestId('order-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expectNoSeriousA11yViolations(phone);

  // The board shows it without a reload, and the studio completes it.
  const onBoard = owner.locator('[data-testid="board-order"][data-table="7"]');
  await expect(onBoard).toBeVisible();
  await expect(onBoard.getByTestId('order-total')).toContainText('11,07');
  await expectNoSeriousA11yViolations(owner);
  await onBoard.getByTestId('board-order-completed').click();
  await expect(status).toHaveAttribute('data-status', 'completed');

  // A second order at the same table joins the visit.
  await phone.getByTestId('order-more').click();
  await addToCart(phone, 'Espresso');
  await checkOut(phone, '7');
  await phone.getByTestId('order-send').click();
  await expect(phone.getByTestId('order-sent').getByTestId('order-status')).toHaveAttribute(
    'data-status',
    'pending',
  );
  await expect(phone.getByTestId('order-tab-total')).toContainText('2 Bestellungen');
  await expect(phone.getByTestId('order-tab-total')).toContainText('13,57');

  // Table 9 while the visit at table 7 is open: refused with the catalogue's text.
  await phone.goto(menu.linkOf('9'));
  await addToCart(phone, 'Espresso');
  await checkOut(phone, '9');
  await phone.getByTestId('order-send').click();
  await expect(phone.getByTestId('order-send-failed')).toContainText(severalSessions);
});

test('a reservation is approved once, and a paused date range refuses one @phone', async ({
  page: phone,
  openContext,
  request,
}) => {
  test.setTimeout(180_000);
  const studio = await createStudio(request, { category: 'cafe' });
  const day = studioToday().plus({ days: 10 });
  const pausedDay = studioToday().plus({ days: 20 });

  // A guest asks for a table.
  await phone.goto(`/partner/${studio.shopId}/app?tab=reservation`);
  await phone.getByTestId('customer-continue-as-guest').click();
  await expect(phone.getByTestId('reservation-form')).toBeVisible();
  await phone.getByTestId('reservation-name').fill('Rosa Reserviert');
  await phone.getByTestId('reservation-email').fill('rosa@example.com');
  await phone.getByTestId('reservation-date').fill(day.toISODate() ?? '');
  await phone.getByTestId('reservation-time').fill('19:30');
  await phone.getByTestId('reservation-persons').fill('4');
  await expectNoSeriousA11yViolations(phone);
  await phone.getByTestId('reservation-submit').click();
  await expect(phone.getByTestId('reservation-sent')).toBeVisible();

  // The studio approves it; a second decision is refused.
  const owner = await desktopPage(openContext);
  await signInAsOwner(owner, studio);
  await owner.goto('/reservations');
  const row = owner.getByTestId('reservation-row').filter({ hasText: 'Rosa Reserviert' });
  await expect(row).toContainText('4 Personen');
  await expectNoSeriousA11yViolations(owner);
  await row.getByTestId('reservation-approve').click();
  await expect(owner.getByTestId('reservation-row').filter({ hasText: 'Rosa Reserviert' })).toHaveCount(0);
  const list = await request.get(`${studio.shopApi}/reservations?status=approved`, { headers: studio.auth });
  const [approved] = await list.json();
  expect(approved.name).toBe('Rosa Reserviert');
  const again = await request.post(`${studio.shopApi}/reservations/${approved.id}/reject`, {
    headers: studio.auth,
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).errorCode).toBe(8001);

  // The studio pauses reservations for a range; a request inside it is refused.
  await owner.getByTestId('reservation-disabled-from').fill(pausedDay.minus({ days: 1 }).toISODate() ?? '');
  await owner.getByTestId('reservation-disabled-until').fill(pausedDay.plus({ days: 1 }).toISODate() ?? '');
  await owner.getByTestId('reservation-settings-save').click();
  await expect(owner.getByTestId('global-snackbar')).toBeVisible();
  await phone.reload();
  await phone.getByTestId('reservation-name').fill('Rosa Reserviert');
  await phone.getByTestId('reservation-email').fill('rosa@example.com');
  await phone.getByTestId('reservation-date').fill(pausedDay.toISODate() ?? '');
  await phone.getByTestId('reservation-time').fill('12:00');
  await phone.getByTestId('reservation-submit').click();
  await expect(phone.getByTestId('reservation-failed')).toContainText(notTakingReservations);
});

test('the owner adds a menu article with an uploaded image; once approved, guests see it with the image', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(180_000);
  const studio = await createStudio(request, { category: 'cafe' });
  const menu = await cafeMenu(request, studio);
  const name = `Matcha Latte ${Date.now().toString(36)}`;
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7fb069' } })
    .png()
    .toBuffer();

  await signInAsOwner(page, studio);
  await page.goto('/menu');
  await page.getByTestId('menu-article-add').click();
  const dialog = page.getByTestId('menu-article-dialog');
  await dialog.getByTestId('menu-article-name').fill(name);
  await dialog.getByTestId('menu-article-description').fill('Mit Hafermilch');
  await dialog.getByTestId('menu-article-price').fill('4,20');
  await dialog.getByTestId('menu-article-image').setInputFiles({
    name: 'matcha.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(dialog.getByTestId('menu-article-image-preview')).toHaveAttribute('src', /^\/uploads\//);
  await dialog.getByTestId('menu-article-submit').click();
  await expect(dialog).toHaveCount(0);

  // The global admin approves the studio's menu; the guest's menu shows the article with its image.
  const approved = await request.post('/api/approvals/approve-all', {
    headers: await adminAuth(request),
    data: { subjectType: 'menu', shopId: studio.shopId },
  });
  expect(approved.status()).toBe(200);
  const guest = await (await openContext({ locale: 'de-DE' })).newPage();
  await guest.goto(menu.linkOf('3'));
  const article = guest.getByTestId('menu-article').filter({ hasText: name });
  await expect(article).toBeVisible();
  const image = article.getByTestId('menu-article-image');
  await expect(image).toHaveAttribute('src', /^\/uploads\//);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
});
