// Tenancy, generated from the route table: every route that names a shop or a resource is called by
// everyone who must not reach it, and must refuse (401/403/404) without changing a single row. A new
// route is covered as soon as it is registered; one with a body needs a sample body below.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../src/http/route-access.ts';
import { type BookingStudio, bookingStudio, customer, guestToken } from '../support/booking-fixtures.ts';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { type CallOptions, call, getTestPlatform, testClock } from '../support/test-platform.ts';

/** The shop's rows that a route could touch: one of each kind, named by the URL segment before `:id`. */
interface Tenant {
  studio: BookingStudio;
  ids: Record<string, string>;
  ownerId: string;
}

const oneImagePixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const dealSample = {
  title: 'Taken over',
  offerText: 'x',
  description: 'x',
  validFrom: '2026-01-01',
  validTo: '2030-12-31',
  type: 'independent',
};

/** A valid request body per route, so that a refusal is the access check's and not validation's. */
function sampleBody(route: DeclaredRoute, tenant: Tenant): Pick<CallOptions, 'body' | 'headers'> | undefined {
  const member = tenant.ids['team-members'];
  const samples: Record<string, Pick<CallOptions, 'body' | 'headers'>> = {
    'POST /api/shops/:shopId/services': {
      body: { name: 'X', priceCents: 100, durationMinutes: 30, teamMemberIds: [member] },
    },
    'PUT /api/shops/:shopId/services/:id': { body: { name: 'X', teamMemberIds: [member] } },
    'POST /api/shops/:shopId/services/from-templates': { body: { templateIds: ['removal'] } },
    'POST /api/shops/:shopId/team-members': { body: { name: 'X', color: '#000000' } },
    'PUT /api/shops/:shopId/team-members/:id': { body: { name: 'X' } },
    'PUT /api/shops/:shopId/opening-hours': { body: { days: [] } },
    'PUT /api/shops/:shopId/booking-settings': { body: { autoConfirm: true } },
    'POST /api/shops/:shopId/unavailabilities': { body: { startDate: '2026-12-01', endDate: '2026-12-01' } },
    'PUT /api/shops/:shopId/unavailabilities/:id': { body: { reason: 'x' } },
    'POST /api/shops/:shopId/booking-rules': { body: { startDate: '2026-12-01', slots: 1 } },
    'PUT /api/shops/:shopId/booking-rules/:id': { body: { slots: 2 } },
    'POST /api/shops/:shopId/bookings': {
      body: {
        serviceIds: [tenant.ids.services],
        start: '2030-01-07T10:00:00+01:00',
        teamMemberId: member,
        customer,
      },
    },
    'PATCH /api/shops/:shopId/bookings/:id': { body: { notes: 'x', teamMemberId: member } },
    'PUT /api/shops/:shopId/booking-policy': { body: { freeCancellationHours: 24 } },
    'POST /api/shops/:shopId/bookings/:id/fee': { body: { kind: 'no_show' } },
    'PUT /api/shops/:shopId': { body: { name: 'Taken over' } },
    'PUT /api/flags/shop/:shopId': { body: { dealsEnabled: true } },
    'POST /api/shops/:shopId/images/:kind': { body: oneImagePixel, headers: { 'content-type': 'image/png' } },
    'PUT /api/users/:uid': { body: { disabled: true } },
    'POST /api/approvals/:id/reject': { body: { reason: 'No.' } },
    'PUT /api/shops/:shopId/stamp-card': {
      body: { title: 'Taken over', imageUrl: '/uploads/x.webp', redeemCount: 5 },
    },
    'POST /api/shops/:shopId/stamp-card/requests': { body: { action: 'stamp' } },
    'POST /api/shops/:shopId/stamp-card/requests/decide': {
      body: { ids: [tenant.ids.requests], decision: 'confirm' },
    },
    'POST /api/shops/:shopId/gifts': {
      body: { title: 'X', offerText: 'X', description: 'X', type: 'general', imageUrl: '/uploads/x.webp' },
    },
    'PUT /api/shops/:shopId/gifts/:id': { body: { title: 'Taken over' } },
    'PUT /api/shops/:shopId/partner-cards': { body: { partnerCardIds: [tenant.ids['partner-cards']] } },
    'POST /api/partner-cards': { body: { title: 'X', pattern: '\\d+' } },
    'PUT /api/partner-cards/:id': { body: { title: 'Taken over' } },
    'POST /api/shops/:shopId/voucher-offers': { body: { name: 'X', valueCents: 100, priceCents: 100 } },
    'PUT /api/shops/:shopId/voucher-offers/:id': { body: { name: 'X', valueCents: 100, priceCents: 100 } },
    'POST /api/shops/:shopId/vouchers/purchase': {
      body: { offerId: tenant.ids['voucher-offers'], buyer: { name: 'X', email: 'x@example.com' } },
    },
    'POST /api/me/vouchers/:id/redeem-requests': { body: { amountCents: 100 } },
    'POST /api/shops/:shopId/vouchers/:id/redeem': { body: { amountCents: 100, confirm: true } },
    'POST /api/shops/:shopId/subscription': { body: { plan: 'basic' } },
    'POST /api/shops/:shopId/push-messages': { body: { title: 'Taken over', body: 'x', type: 'shop' } },
    'POST /api/shops/:shopId/uploads': { body: oneImagePixel, headers: { 'content-type': 'image/png' } },
    'PUT /api/shops/:shopId/menu/order': {
      body: { categories: [{ id: tenant.ids.categories, articleIds: [tenant.ids.articles] }] },
    },
    'POST /api/shops/:shopId/menu/categories': { body: { name: 'Taken over' } },
    'PUT /api/shops/:shopId/menu/categories/:id': { body: { name: 'Taken over', position: 0 } },
    'POST /api/shops/:shopId/menu/articles': {
      body: { ...menuArticleSample, categoryId: tenant.ids.categories },
    },
    'PUT /api/shops/:shopId/menu/articles/:id': {
      body: { ...menuArticleSample, categoryId: tenant.ids.categories },
    },
    'POST /api/shops/:shopId/orders': {
      body: {
        tableNumber: '7',
        tableToken: 'a-token-of-table-7',
        items: [{ articleId: tenant.ids.articles, quantity: 1 }],
      },
    },
    'PATCH /api/shops/:shopId/orders/:id': { body: { status: 'completed' } },
    'PUT /api/shops/:shopId/reservation-settings': { body: { enabled: false } },
    'POST /api/shops/:shopId/reservations': {
      body: { name: 'X', email: 'x@example.com', dateTime: '2030-01-07T19:00:00+01:00', persons: 2 },
    },
    'PUT /api/shops/:shopId/voice': { body: { language: 'en' } },
    'POST /api/shops/:shopId/voice/simulator': { body: { text: 'Was kostet Shellac?' } },
    'POST /api/shops/:shopId/support-requests': { body: { subject: 'Taken over', message: 'Taken over' } },
    'POST /api/support-requests/:id/answer': { body: { answer: 'Taken over' } },
    'POST /api/shops/:shopId/reviews/:id/answer': { body: { answer: 'Taken over' } },
    'POST /api/reviews/:id/hide': { body: { reason: 'Taken over' } },
    'POST /api/me/bookings/:id/review': { body: { rating: 5 } },
    'POST /api/me/bookings/:id/move': { body: { start: '2030-01-07T10:00:00+01:00' } },
    'PUT /api/shops/:shopId/slug': { body: { slug: 'taken-over' } },
    'POST /api/shops/:shopId/calendar-feeds': { body: {} },
    'POST /api/shops/:shopId/waitlist': {
      body: { serviceIds: [tenant.ids.services], from: '2030-01-07', to: '2030-01-08', customer },
    },
    'PATCH /api/shops/:shopId/clients/:id': { body: { name: 'Taken over' } },
    'POST /api/shops/:shopId/staff-invitations': { body: { email: 'taken@example.com', level: 'owner' } },
    'PUT /api/shops/:shopId/staff/:uid': { body: { level: 'staff' } },
    'POST /api/shops/:shopId/clients/:id/notes': { body: { text: 'Taken over' } },
    'POST /api/shops/:shopId/clients/:id/photos': {
      body: oneImagePixel,
      headers: { 'content-type': 'image/png' },
    },
    'POST /api/shops/:shopId/clients/:id/merge': { body: { otherClientId: tenant.ids.clients } },
    'POST /api/shops/:shopId/clients/:id/split': { body: { mergedClientId: tenant.ids.clients } },
    'POST /api/deals': { body: { ...dealSample, shopIds: [tenant.studio.shop.id] } },
    'PUT /api/deals/:id': { body: { ...dealSample, shopIds: [tenant.studio.shop.id] } },
    'POST /api/shops/:shopId/deals': { body: dealSample },
    'PUT /api/shops/:shopId/deals/:id': { body: dealSample },
    'PUT /api/shops/:shopId/deals/:id/active': { body: { active: false } },
    'POST /api/shops/:shopId/deals/:id/redeem': { body: {} },
  };
  return samples[`${route.method} ${route.url}`];
}

const menuArticleSample = { name: 'Taken over', description: 'x', priceCents: 100, available: true };

const bodyless = new Set(['GET', 'DELETE']);

const foreignDealConflicts = new Set(['POST /api/shops/:shopId/deals/:id/redeem']);

/** The contract answers a review of anything but the caller's own completed visit with 409 9409. */
const foreignReviewConflicts = new Set(['POST /api/me/bookings/:id/review']);

/** A valid query string per route that requires one. */
function sampleQuery(route: DeclaredRoute, tenant: Tenant): string {
  const queries: Record<string, string> = {
    'GET /api/shops/:shopId/slots': `?serviceIds=${tenant.ids.services}&from=2030-01-07&to=2030-01-07`,
    'GET /api/shops/:shopId/tables/links': '?tables=1-3',
    'GET /api/me/bookings/:id/free-times': '?from=2030-01-07&to=2030-01-07',
    'GET /api/shops/:shopId/tables/sheet.pdf': '?tables=1-3',
    'POST /api/shops/:shopId/clients/:id/photos': '?consent=true',
  };
  return queries[`${route.method} ${route.url}`] ?? '';
}

/** The URL with the tenant's ids filled in; `resourceShop` names whose rows nested ids point at. */
function urlOf(route: DeclaredRoute, shopId: string, resources: Tenant): string {
  const segments = route.url.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      if (route.access.shop !== 'none' && name === route.access.shop.param) return shopId;
      if (name === 'uid') return resources.ownerId;
      if (name === 'status') return 'suspended';
      if (name === 'kind') return 'logo';
      if (name === 'name') return 'missing.webp';
      if (name === 'token') return resources.ids.tables ?? '';
      if (name === 'shopId' && segments[index - 1] === 'favourite-studios') return shopId;
      const collection = segments[index - 1] ?? '';
      const id = resources.ids[collection];
      if (name === 'id' && id) return id;
      if (name === 'id' && collection === 'approvals') return randomUUID();
      if (name === 'id' && collection === 'support-requests') return randomUUID();
      throw new Error(`tenancy test: no sample for ${name} in ${route.url}; add one to urlOf`);
    })
    .join('/')
    .concat(sampleQuery(route, resources));
}

/** Every row of every table (rate-limit counters aside), to prove a refused call wrote nothing. */
async function snapshot(): Promise<string> {
  const { db } = await getTestPlatform();
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT LIKE 'kysely_migration%' AND table_name <> 'rate_limit_counters'
    ORDER BY table_name`.execute(db);
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table_name)}`.execute(db);
    parts.push(table_name, ...rows.map((row) => JSON.stringify(row)).sort());
  }
  return parts.join('\n');
}

async function firstFreeStart(studio: BookingStudio): Promise<string> {
  const from = new Date(testClock.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(testClock.now() + 15 * 86_400_000).toISOString().slice(0, 10);
  const response = await call(
    'GET',
    `/api/shops/${studio.shop.id}/slots?serviceIds=${studio.services[0]?.id}&from=${from}&to=${to}`,
    { token: studio.ownerToken },
  );
  expect(response.statusCode).toBe(200);
  const start = response.json().slots[0]?.start;
  if (!start) throw new Error('no free time to book');
  return start;
}

/** A studio with one of everything a route can name: treatment, member, closure, rule and booking. */
async function tenant(status: 'active' | 'pending'): Promise<Tenant> {
  const studio = await bookingStudio({ status, services: [{ name: 'Maniküre', durationMinutes: 60 }] });
  const base = `/api/shops/${studio.shop.id}`;
  const token = studio.ownerToken;
  const closure = await call('POST', `${base}/unavailabilities`, {
    token,
    body: { startDate: '2030-12-24', endDate: '2030-12-26' },
  });
  const rule = await call('POST', `${base}/booking-rules`, {
    token,
    body: { startDate: '2030-12-01', slots: 1 },
  });
  const booking = await call('POST', `${base}/bookings`, {
    token,
    body: { serviceIds: [studio.services[0]?.id], start: await firstFreeStart(studio), customer },
  });
  expect([closure.statusCode, rule.statusCode, booking.statusCode]).toEqual([201, 201, 201]);
  const { db } = await getTestPlatform();
  // A live stamp card with one customer's pending request (written directly: a hidden shop takes none).
  const stampCustomer = await createUser();
  await db
    .insertInto('stamp_cards')
    .values({
      id: randomUUID(),
      shop_id: studio.shop.id,
      title: 'Karte',
      image_url: '/uploads/k.webp',
      redeem_count: 5,
    })
    .execute();
  await db
    .insertInto('customer_stamp_cards')
    .values({ shop_id: studio.shop.id, user_id: stampCustomer.id, max_stamps: 5 })
    .execute();
  const stampRequest = await db
    .insertInto('stamp_requests')
    .values({
      id: randomUUID(),
      shop_id: studio.shop.id,
      user_id: stampCustomer.id,
      action: 'stamp',
      count: 1,
      code: 'ABCDEF',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A live gift with one customer's claim, and a partner card the shop accepts.
  const gift = await db
    .insertInto('gifts')
    .values({
      id: randomUUID(),
      shop_id: studio.shop.id,
      title: 'Geschenk',
      offer_text: 'Gratis',
      description: 'Ein Geschenk',
      type: 'general',
      valid_from: null,
      valid_to: null,
      image_url: '/uploads/g.webp',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const giftClaim = await db
    .insertInto('gift_claims')
    .values({ id: randomUUID(), shop_id: studio.shop.id, gift_id: gift.id, user_id: stampCustomer.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const partnerCard = await db
    .insertInto('partner_cards')
    .values({ id: randomUUID(), title: 'Karte', pattern: '\\d+' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('shop_partner_cards')
    .values({ shop_id: studio.shop.id, partner_card_id: partnerCard.id })
    .execute();
  // A voucher offer and a sold voucher held by the stamp customer.
  const offerId = randomUUID();
  await db
    .insertInto('voucher_offers')
    .values({ id: offerId, shop_id: studio.shop.id, name: 'Gutschein', value_cents: 5000, price_cents: 4500 })
    .execute();
  const voucherId = randomUUID();
  await db
    .insertInto('vouchers')
    .values({
      id: voucherId,
      shop_id: studio.shop.id,
      offer_id: offerId,
      payment_id: null,
      code: `T${voucherId.slice(0, 11).toUpperCase()}`,
      name: 'Gutschein',
      total_cents: 5000,
      remaining_cents: 5000,
      price_cents: 4500,
      currency: 'EUR',
      buyer_name: 'X',
      buyer_email: 'x@example.com',
      recipient_name: null,
      recipient_email: null,
      message: null,
      holder_id: stampCustomer.id,
      expires_at: new Date(testClock.now() + 365 * 86_400_000),
    })
    .execute();
  // A deal of the shop, switched on (written directly: a hidden shop's admin could not be asked).
  const deal = await db
    .insertInto('deals')
    .values({
      id: randomUUID(),
      owner_shop_id: null,
      title: 'Deal',
      offer_text: 'x',
      description: 'x',
      valid_from: '2026-01-01',
      valid_to: '2030-12-31',
      hot: false,
      multi_use: false,
      type: 'independent',
      image_url: null,
      requires_purchase: false,
      price_cents: null,
      percent: null,
      article_ids: '[]',
      bundle_price_cents: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deal_shops')
    .values({ shop_id: studio.shop.id, deal_id: deal.id, active: true })
    .execute();
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('shop_id', '=', studio.shop.id)
    .executeTakeFirstOrThrow();
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('shop_id', '=', studio.shop.id)
    .where('email', '=', customer.email)
    .executeTakeFirstOrThrow();
  const invitation = await db
    .insertInto('staff_invitations')
    .values({
      id: randomUUID(),
      shop_id: studio.shop.id,
      email: 'invited@example.com',
      level: 'staff',
      token_hash: randomUUID(),
      expires_at: new Date(testClock.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A photo of the client, kept with consent (written directly: its image is not needed here).
  const photo = await db
    .insertInto('client_photos')
    .values({
      id: randomUUID(),
      shop_id: studio.shop.id,
      client_id: client.id,
      booking_id: null,
      file_name: `private-client-photo-${studio.shop.id}-${randomUUID()}.webp`,
      width: 1,
      height: 1,
      byte_size: 1,
      consent_at: new Date(testClock.now()),
      uploaded_by: owner.id,
      uploaded_by_name: 'Owner',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A review of the studio's booking and a calendar feed of its first team member.
  const review = await db
    .insertInto('reviews')
    .values({
      id: randomUUID(),
      shop_id: studio.shop.id,
      booking_id: booking.json().id,
      author_name: 'Clara',
      rating: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const feed = await db
    .insertInto('calendar_feeds')
    .values({
      id: randomUUID(),
      shop_id: studio.shop.id,
      team_member_id: studio.members[0]?.id ?? null,
      token_hash: randomUUID(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    studio,
    ownerId: owner.id,
    ids: {
      reviews: review.id,
      'calendar-feeds': feed.id,
      clients: client.id,
      'client-photos': photo.id,
      'staff-invitations': invitation.id,
      services: studio.services[0]?.id ?? '',
      'team-members': studio.members[0]?.id ?? '',
      unavailabilities: closure.json().id,
      'booking-rules': rule.json().id,
      bookings: booking.json().id,
      requests: stampRequest.id,
      gifts: gift.id,
      'gift-claims': giftClaim.id,
      'partner-cards': partnerCard.id,
      ...(await cafeRows(studio.shop.id)),
      'voucher-offers': offerId,
      vouchers: voucherId,
      deals: deal.id,
    },
  };
}

/** A menu with one live article, an order in an open visit, a reservation and a table token. */
async function cafeRows(shopId: string): Promise<Record<string, string>> {
  const { db } = await getTestPlatform();
  const customerOfCafe = await createUser();
  const category = { id: randomUUID(), shop_id: shopId, name: 'Kaffee' };
  await db.insertInto('menu_categories').values(category).execute();
  const articleId = randomUUID();
  await db
    .insertInto('menu_articles')
    .values({
      id: articleId,
      shop_id: shopId,
      category_id: category.id,
      name: 'Cappuccino',
      description: 'x',
      price_cents: 390,
      published: true,
    })
    .execute();
  const groupId = randomUUID();
  await db
    .insertInto('order_groups')
    .values({
      id: groupId,
      shop_id: shopId,
      user_id: customerOfCafe.id,
      table_number: '7',
      opened_at: new Date(testClock.now()),
      closes_at: new Date(testClock.now() + 4 * 3_600_000),
    })
    .execute();
  const orderId = randomUUID();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      shop_id: shopId,
      group_id: groupId,
      user_id: customerOfCafe.id,
      table_number: '7',
      subtotal_cents: 390,
      discount_cents: 0,
      total_cents: 390,
      deal_id: null,
    })
    .execute();
  const reservationId = randomUUID();
  await db
    .insertInto('reservations')
    .values({
      id: reservationId,
      shop_id: shopId,
      user_id: customerOfCafe.id,
      name: 'X',
      email: 'x@example.com',
      phone: null,
      date_time: new Date('2030-01-07T18:00:00Z'),
      persons: 2,
    })
    .execute();
  const owner = await db
    .selectFrom('users')
    .selectAll()
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  const links = await call('GET', `/api/shops/${shopId}/tables/links?tables=7`, {
    token: await tokenFor(owner),
  });
  const tableToken = new URL(links.json()[0].url).searchParams.get('table') ?? '';
  return {
    categories: category.id,
    articles: articleId,
    orders: orderId,
    'order-groups': groupId,
    reservations: reservationId,
    tables: encodeURIComponent(tableToken),
  };
}

/** Routes that name a shop, a resource or an account (open routes without ids have nothing to guard). */
async function guardedRoutes(): Promise<DeclaredRoute[]> {
  const { app } = await getTestPlatform();
  return app.declaredRoutes.filter(
    (route) => route.access.shop !== 'none' || (route.url.includes('/:') && route.access.role !== 'public'),
  );
}

function requestOf(route: DeclaredRoute, tenant: Tenant): Pick<CallOptions, 'body' | 'headers'> {
  if (bodyless.has(route.method)) return {};
  return sampleBody(route, tenant) ?? {};
}

type Caller = "another shop's admin" | 'a customer' | 'a guest' | 'no token' | 'no API key';

/**
 * Today's answers: no key or no token 401; a signed-in caller of the wrong role 403 (before the shop
 * is even looked at); a shop or booking the caller may not see 404.
 */
function expectedRefusal(route: DeclaredRoute, caller: Caller): number {
  if (caller === 'no API key') return 401;
  if (caller === 'no token') return route.access.role === 'public' ? 404 : 401;
  if (foreignReviewConflicts.has(`${route.method} ${route.url}`)) return 409;
  switch (route.access.role) {
    case 'shopAdmin':
    case 'globalAdmin':
      return 403;
    case 'customerOrShopAdmin':
      return caller === "another shop's admin" ? 403 : 404;
    default:
      return 404;
  }
}

// Hundreds of calls: more time than one ordinary test gets, on a busy machine too.
const walkTimeout = { timeout: 180_000 };

describe('tenancy of every route', () => {
  it(
    "should refuse every route naming a shop or resource to everyone but the shop's admins",
    walkTimeout,
    async () => {
      const hidden = await tenant('pending');
      const active = await tenant('active');
      const intruder = await tenant('active');
      const intruderAdmin = intruder.studio.ownerToken;
      const customerToken = await tokenFor(await createUser());
      const guest = await guestToken();
      const callers: { name: Caller; options: CallOptions }[] = [
        { name: "another shop's admin", options: { token: intruderAdmin } },
        { name: 'a customer', options: { token: customerToken } },
        { name: 'a guest', options: { token: guest } },
        { name: 'no token', options: {} },
        { name: 'no API key', options: { apiKey: null } },
      ];
      const routes = await guardedRoutes();
      const before = await snapshot();
      let calls = 0;
      for (const route of routes) {
        // An active shop's public reads answer everyone, and any signed-in identity may book there;
        // a hidden shop answers nobody but its admins. Everything else refuses on both.
        const openRead = route.access.role === 'public' && route.method === 'GET';
        const openToAccounts = route.access.role === 'account';
        for (const victim of [hidden, active]) {
          if (victim === active && openToAccounts) continue;
          const url = urlOf(route, victim.studio.shop.id, victim);
          for (const caller of callers) {
            if (caller.name === 'no API key' && !url.startsWith('/api/')) continue;
            const response = await call(route.method as 'GET', url, {
              ...caller.options,
              ...requestOf(route, victim),
            });
            calls += 1;
            if (victim === active && openRead && caller.name !== 'no API key') continue;
            expect(response.statusCode, `${route.method} ${url} as ${caller.name}: ${response.body}`).toBe(
              expectedRefusal(route, caller.name),
            );
          }
        }
      }
      // Fastify answers HEAD with the GET route's handler: the same check must guard it.
      for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
        const url = urlOf(route, hidden.studio.shop.id, hidden);
        const response = await call('HEAD', url, { token: customerToken });
        calls += 1;
        expect(response.statusCode, `HEAD ${url}`).toBe(expectedRefusal(route, 'a customer'));
      }
      expect(await snapshot()).toBe(before);
      console.info(
        `tenancy: ${routes.length} routes refused to outsiders in ${calls} calls, nothing changed`,
      );
      expect(routes.length).toBeGreaterThan(40);
    },
  );

  it("should refuse every shop route above a shop admin's level to that admin", walkTimeout, async () => {
    const victim = await tenant('active');
    const { db } = await getTestPlatform();
    const tokens: Record<'staff' | 'manager', string> = { staff: '', manager: '' };
    for (const level of ['staff', 'manager'] as const) {
      const user = await createUser({ role: 'shopAdmin', shopId: victim.studio.shop.id });
      await db.updateTable('users').set({ shop_level: level }).where('id', '=', user.id).execute();
      tokens[level] = await tokenFor(user);
    }
    const rank = { staff: 0, manager: 1, owner: 2 } as const;
    const routes = (await guardedRoutes()).filter(
      (route) => route.access.role === 'shopAdmin' && route.access.shop !== 'none',
    );
    const before = await snapshot();
    let calls = 0;
    for (const route of routes) {
      const required = route.access.level ?? 'manager';
      for (const level of ['staff', 'manager'] as const) {
        if (rank[level] >= rank[required]) continue;
        const url = urlOf(route, victim.studio.shop.id, victim);
        const response = await call(route.method as 'GET', url, {
          token: tokens[level],
          ...requestOf(route, victim),
        });
        calls += 1;
        expect(response.statusCode, `${route.method} ${url} as ${level}: ${response.body}`).toBe(403);
      }
    }
    expect(await snapshot()).toBe(before);
    console.info(`levels: ${routes.length} shop admin routes refused below their level in ${calls} calls`);
    expect(calls).toBeGreaterThan(60);
  });

  it(
    "should not let an admin reach another shop's rows through their own shop's URLs",
    walkTimeout,
    async () => {
      const victim = await tenant('active');
      const own = await tenant('active');
      const nested = (await guardedRoutes()).filter(
        (route) =>
          route.access.shop !== 'none' &&
          route.access.shop.param === 'shopId' &&
          (route.url.endsWith('/:id') || route.url.includes('/:id/')),
      );
      const before = await snapshot();
      for (const route of nested) {
        // The admin's own shop in the URL, the victim's row as the id (and in bodies that name one).
        const url = urlOf(route, own.studio.shop.id, victim);
        const response = await call(route.method as 'GET', url, {
          token: own.studio.ownerToken,
          ...requestOf(route, victim),
        });
        // The contract answers another shop's deal with 409 2014 ("cannot redeem this deal"), not 404.
        const refusals = foreignDealConflicts.has(`${route.method} ${route.url}`) ? [409] : [400, 404];
        expect(refusals, `${route.method} ${url}: ${response.body}`).toContain(response.statusCode);
      }
      // Bodies naming another shop's member or treatment, on the admin's own rows.
      const base = `/api/shops/${own.studio.shop.id}`;
      const crossed: [string, string, unknown][] = [
        [
          'POST',
          `${base}/services`,
          { name: 'X', priceCents: 1, durationMinutes: 30, teamMemberIds: [victim.ids['team-members']] },
        ],
        ['PUT', `${base}/services/${own.ids.services}`, { teamMemberIds: [victim.ids['team-members']] }],
        ['PATCH', `${base}/bookings/${own.ids.bookings}`, { teamMemberId: victim.ids['team-members'] }],
        [
          'POST',
          `${base}/bookings`,
          { serviceIds: [victim.ids.services], start: '2030-01-07T10:00:00+01:00', customer },
        ],
        [
          'POST',
          `${base}/bookings`,
          {
            serviceIds: [own.ids.services],
            start: '2030-01-07T10:00:00+01:00',
            teamMemberId: victim.ids['team-members'],
            customer,
          },
        ],
      ];
      for (const [method, url, body] of crossed) {
        const response = await call(method as 'GET', url, { token: own.studio.ownerToken, body });
        expect([400, 404], `${method} ${url} ${JSON.stringify(body)}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
      const slots = await call(
        'GET',
        `${base}/slots?serviceIds=${own.ids.services}&from=2030-01-07&to=2030-01-07&teamMemberId=${victim.ids['team-members']}`,
        { token: own.studio.ownerToken },
      );
      expect(slots.statusCode).toBe(404);
      expect(await snapshot()).toBe(before);
      console.info(
        `tenancy: ${nested.length} nested-id routes and ${crossed.length + 1} crossed bodies refused`,
      );
      expect(nested.length).toBeGreaterThan(10);
    },
  );
});
