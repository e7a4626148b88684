import { moduleFlagsForCategory } from '@studio/domain/shop';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createShop,
  createUser,
  fixturePassword,
  makeReadyToGoLive,
  outboxMails,
  sampleShopLegal,
  tokenFor,
} from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

const newShop = {
  name: 'Nagelstudio Aurora',
  address: 'Torstraße 5, 10119 Berlin',
  phone: '+49 30 555 1234',
  email: 'hallo@aurora-nails.de',
  category: 'nails',
};

async function globalAdmin() {
  const admin = await createUser({ role: 'globalAdmin', name: 'Root', email: 'root@example.com' });
  return { admin, token: await tokenFor(admin) };
}

async function ownedShop(status: 'active' | 'pending' = 'active') {
  const shop = await createShop({ status, name: 'Own Studio' });
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id, name: 'Owner', locale: 'en' });
  return { shop, owner, token: await tokenFor(owner) };
}

async function userRow(id: string) {
  const { db } = await getTestPlatform();
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/shops', () => {
  it('should let a verified user create a pending shop and become its shop admin', async () => {
    const user = await createUser({ email: 'founder@example.com' });
    const response = await call('POST', '/api/shops', { token: await tokenFor(user), body: newShop });
    expect(response.statusCode).toBe(201);
    const shop = response.json();
    expect(shop).toMatchObject({
      ...newShop,
      id: expect.any(String),
      status: 'pending',
      timezone: 'Europe/Berlin',
      currencyCode: 'EUR',
      slotStepMinutes: 15,
      minLeadMinutes: 60,
      horizonDays: 60,
      autoConfirm: true,
      logoUrl: null,
      googlePlacesId: null,
      pendingChange: null,
      reviewRequestedAt: null,
    });
    expect(await userRow(user.id)).toMatchObject({ role: 'shopAdmin', shop_id: shop.id });

    const flags = await call('GET', `/api/flags/shop/${shop.id}`, { token: await tokenFor(user) });
    expect(flags.statusCode).toBe(200);
    // A nail studio starts with booking and loyalty, not the café's menu, orders and reservations.
    expect(flags.json()).toEqual(moduleFlagsForCategory('nails'));

    // The same token now acts as the shop's admin; a new login carries the new claims.
    const own = await call('GET', `/api/shops/${shop.id}`, { token: await tokenFor(user) });
    expect(own.statusCode).toBe(200);
    const login = await call('POST', '/api/auth/login', {
      body: { email: 'founder@example.com', password: fixturePassword },
    });
    expect(login.json().user).toMatchObject({ role: 'shopAdmin', shopId: shop.id });
    expect((await call('GET', `/api/shops/${shop.id}`)).statusCode).toBe(404);
  });

  it('should take the optional fields and validate the time zone with Intl', async () => {
    const user = await createUser();
    const response = await call('POST', '/api/shops', {
      token: await tokenFor(user),
      body: {
        ...newShop,
        description: 'Vegan nails',
        latitude: 52.53,
        longitude: 13.4,
        googlePlacesId: 'ChIJ123',
        timezone: 'America/New_York',
        externalLinks: ['https://instagram.com/aurora'],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      description: 'Vegan nails',
      latitude: 52.53,
      longitude: 13.4,
      googlePlacesId: 'ChIJ123',
      timezone: 'America/New_York',
      externalLinks: ['https://instagram.com/aurora'],
    });
    const other = await createUser();
    const bad = await call('POST', '/api/shops', {
      token: await tokenFor(other),
      body: { ...newShop, timezone: 'Mars/Olympus_Mons' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('timezone');
  });

  it('should answer bad input with 9400 and the fields', async () => {
    const user = await createUser();
    const response = await call('POST', '/api/shops', {
      token: await tokenFor(user),
      language: 'de',
      body: { name: ' ', address: '', phone: 'call me', email: 'nope', category: 'zoo' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe(9400);
    expect(Object.keys(body.fields).sort()).toEqual(['address', 'category', 'email', 'name', 'phone']);
    expect(body.fields.email).toBe('Die E-Mail-Adresse ist ungültig');
    expect(body.fields.name).toBe('Pflichtfeld');
    expect(await userRow(user.id)).toMatchObject({ role: 'appUser', shop_id: null });
  });

  it('should refuse a user whose email is not verified yet with 1102', async () => {
    const user = await createUser({ emailVerified: false });
    const response = await call('POST', '/api/shops', { token: await tokenFor(user), body: newShop });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(1102);
    const guest = await createUser({ guest: true, emailVerified: false });
    const asGuest = await call('POST', '/api/shops', { token: await tokenFor(guest), body: newShop });
    expect(asGuest.json().errorCode).toBe(1102);
  });

  it('should refuse anonymous callers with 9401', async () => {
    const response = await call('POST', '/api/shops', { body: newShop });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(9401);
  });

  it('should refuse a shop admin who already has a shop with 9409', async () => {
    const { token } = await ownedShop();
    const response = await call('POST', '/api/shops', { token, body: newShop });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe(9409);
  });

  raceTest('should make only one shop of two simultaneous submissions', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const answers = await Promise.all([
      call('POST', '/api/shops', { token, body: newShop }),
      call('POST', '/api/shops', { token, body: newShop }),
    ]);
    expectAnswerMix(answers, { '201': 1, '409 9409': 1 });
    const { db } = await getTestPlatform();
    const shops = await db.selectFrom('shops').select('id').execute();
    expect(shops).toEqual([{ id: answers.find((answer) => answer.statusCode === 201)?.json().id }]);
    // The submitter owns the one shop that was made.
    expect(await userRow(user.id)).toMatchObject({ role: 'shopAdmin', shop_id: shops[0]?.id });
  });

  it('should not let an app user name another owner', async () => {
    const user = await createUser();
    const other = await createUser();
    const response = await call('POST', '/api/shops', {
      token: await tokenFor(user),
      body: { ...newShop, ownerUid: other.id },
    });
    expect(response.statusCode).toBe(403);
  });

  it('should let a global admin create a shop, optionally for an owner', async () => {
    const { token, admin } = await globalAdmin();
    const plain = await call('POST', '/api/shops', { token, body: newShop });
    expect(plain.statusCode).toBe(201);
    expect(await userRow(admin.id)).toMatchObject({ role: 'globalAdmin', shop_id: null });

    const owner = await createUser();
    const owned = await call('POST', '/api/shops', { token, body: { ...newShop, ownerUid: owner.id } });
    expect(owned.statusCode).toBe(201);
    expect(await userRow(owner.id)).toMatchObject({ role: 'shopAdmin', shop_id: owned.json().id });

    const again = await call('POST', '/api/shops', { token, body: { ...newShop, ownerUid: owner.id } });
    expect(again.statusCode).toBe(409);
    const unknown = await call('POST', '/api/shops', {
      token,
      body: { ...newShop, ownerUid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/shops/all/true', () => {
  it('should list every shop newest first with its owner', async () => {
    const { db } = await getTestPlatform();
    const { token } = await globalAdmin();
    const older = await createShop({ status: 'active', name: 'Older Studio' });
    const newer = await createShop({ status: 'pending', name: 'Newer Studio' });
    await db
      .updateTable('shops')
      .set({ created_at: new Date('2024-01-01T00:00:00Z') })
      .where('id', '=', older.id)
      .execute();
    await db
      .updateTable('shops')
      .set({ created_at: new Date('2024-06-01T00:00:00Z') })
      .where('id', '=', newer.id)
      .execute();
    const owner = await createUser({
      role: 'shopAdmin',
      shopId: newer.id,
      name: 'Mai Owner',
      email: 'mai@owner.example',
    });

    const response = await call('GET', '/api/shops/all/true', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const shops = response.json();
    expect(shops.map((shop: { name: string }) => shop.name)).toEqual(['Newer Studio', 'Older Studio']);
    expect(shops[0]).toMatchObject({
      id: newer.id,
      status: 'pending',
      owner: { uid: owner.id, name: 'Mai Owner', email: 'mai@owner.example' },
      hasPendingChange: false,
      reviewRequestedAt: null,
      createdAt: '2024-06-01T00:00:00.000Z',
    });
    expect(shops[1].owner).toBeNull();
  });

  it('should filter by search and status', async () => {
    const { token } = await globalAdmin();
    await createShop({ status: 'active', name: 'Lash Lounge' });
    const pending = await createShop({ status: 'pending', name: 'Nail Bar' });
    await createUser({ role: 'shopAdmin', shopId: pending.id, email: 'linh@nailbar.example' });
    const byName = await call('GET', '/api/shops/all/true?search=lash', { token });
    expect(byName.json().map((shop: { name: string }) => shop.name)).toEqual(['Lash Lounge']);
    const byOwner = await call('GET', '/api/shops/all/true?search=linh@', { token });
    expect(byOwner.json().map((shop: { name: string }) => shop.name)).toEqual(['Nail Bar']);
    const byStatus = await call('GET', '/api/shops/all/true?status=pending', { token });
    expect(byStatus.json().map((shop: { name: string }) => shop.name)).toEqual(['Nail Bar']);
    // The applications: pending studios that asked for review, not the drafts.
    const asked = await call('GET', '/api/shops/all/true?status=pending&reviewRequested=true', { token });
    expect(asked.json()).toEqual([]);
    const { db } = await getTestPlatform();
    await db
      .updateTable('shops')
      .set({ review_requested_at: new Date() })
      .where('id', '=', pending.id)
      .execute();
    const applications = await call('GET', '/api/shops/all/true?status=pending&reviewRequested=true', {
      token,
    });
    expect(applications.json().map((shop: { name: string }) => shop.name)).toEqual(['Nail Bar']);
    const drafts = await call('GET', '/api/shops/all/true?status=pending&reviewRequested=false', { token });
    expect(drafts.json()).toEqual([]);
    const bad = await call('GET', '/api/shops/all/true?status=closed', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
  });

  it('should not list shops for a shop admin, an app user or anonymous callers', async () => {
    const { token } = await ownedShop();
    expect((await call('GET', '/api/shops/all/true', { token })).statusCode).toBe(403);
    const user = await createUser();
    expect((await call('GET', '/api/shops/all/true', { token: await tokenFor(user) })).statusCode).toBe(403);
    expect((await call('GET', '/api/shops/all/true')).statusCode).toBe(401);
  });
});

describe('PUT /api/shops/:shopId', () => {
  it('should apply a global admin change at once', async () => {
    const { token } = await globalAdmin();
    const shop = await createShop({ status: 'active' });
    const response = await call('PUT', `/api/shops/${shop.id}`, {
      token,
      body: { name: 'Renamed', description: 'New text', slotStepMinutes: 30, googlePlacesId: 'ChIJ9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      description: 'New text',
      slotStepMinutes: 30,
      googlePlacesId: 'ChIJ9',
      pendingChange: null,
    });
    const live = await call('GET', `/api/shops/${shop.id}`);
    expect(live.json()).toMatchObject({ name: 'Renamed', slotStepMinutes: 30 });
  });

  it("should hold a shop admin's profile change for approval and apply booking settings at once", async () => {
    const { shop, token } = await ownedShop();
    const response = await call('PUT', `/api/shops/${shop.id}`, {
      token,
      body: {
        id: shop.id,
        status: 'active',
        name: 'Own Studio Deluxe',
        address: shop.address,
        phone: '+49 30 999999',
        minLeadMinutes: 120,
        autoConfirm: false,
        timezone: 'Europe/Vienna',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Own Studio',
      phone: shop.phone,
      minLeadMinutes: 120,
      autoConfirm: false,
      timezone: 'Europe/Vienna',
      pendingChange: {
        id: expect.any(String),
        fields: ['name', 'phone'],
        proposed: { name: 'Own Studio Deluxe', phone: '+49 30 999999' },
        submittedAt: expect.stringMatching(/^\d{4}-/),
      },
    });

    const publicView = (await call('GET', `/api/shops/${shop.id}`)).json();
    expect(publicView.name).toBe('Own Studio');
    expect(publicView).not.toHaveProperty('pendingChange');
    const ownView = (await call('GET', `/api/shops/${shop.id}`, { token })).json();
    expect(ownView.pendingChange.proposed).toEqual({ name: 'Own Studio Deluxe', phone: '+49 30 999999' });

    // A second submission merges into the one pending request.
    const again = await call('PUT', `/api/shops/${shop.id}`, {
      token,
      body: { name: 'Own Studio Supreme', description: 'Hello' },
    });
    expect(again.json().pendingChange).toMatchObject({
      id: body.pendingChange.id,
      fields: ['name', 'phone', 'description'],
      proposed: { name: 'Own Studio Supreme', phone: '+49 30 999999', description: 'Hello' },
    });
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('approval_requests').selectAll().execute()).toHaveLength(1);
  });

  it('should not open a request when the profile is unchanged', async () => {
    const { shop, token } = await ownedShop();
    const response = await call('PUT', `/api/shops/${shop.id}`, {
      token,
      body: { name: shop.name, email: shop.email, horizonDays: 30 },
    });
    expect(response.json()).toMatchObject({ horizonDays: 30, pendingChange: null });
  });

  it("should not let a shop admin change another shop's profile", async () => {
    const { token } = await ownedShop();
    const other = await createShop({ name: 'Other Studio' });
    const response = await call('PUT', `/api/shops/${other.id}`, { token, body: { name: 'Hijacked' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(9403);
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('approval_requests').selectAll().execute()).toHaveLength(0);
    expect((await call('GET', `/api/shops/${other.id}`)).json().name).toBe('Other Studio');
  });

  it('should refuse app users and anonymous callers', async () => {
    const shop = await createShop();
    const user = await createUser();
    const asUser = await call('PUT', `/api/shops/${shop.id}`, {
      token: await tokenFor(user),
      body: { name: 'X' },
    });
    expect(asUser.statusCode).toBe(403);
    const anonymous = await call('PUT', `/api/shops/${shop.id}`, { body: { name: 'X' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('should answer bad input with 9400 and the fields', async () => {
    const { shop, token } = await ownedShop();
    const response = await call('PUT', `/api/shops/${shop.id}`, {
      token,
      body: { email: 'x', slotStepMinutes: 2, timezone: '+01:00', latitude: 123, externalLinks: ['ftp://x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'email',
      'externalLinks.0',
      'latitude',
      'slotStepMinutes',
      'timezone',
    ]);
  });

  it('should answer an unknown shop with 1001 for a global admin', async () => {
    const { token } = await globalAdmin();
    const response = await call('PUT', '/api/shops/00000000-0000-4000-8000-000000000000', {
      token,
      body: { name: 'X' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(1001);
  });
});

describe('DELETE /api/shops/:shopId', () => {
  it('should delete the shop with its data and release its admins', async () => {
    const { db } = await getTestPlatform();
    const { token } = await globalAdmin();
    const { shop, owner, token: ownerToken } = await ownedShop();
    await call('PUT', `/api/shops/${shop.id}`, { token: ownerToken, body: { name: 'Pending name' } });
    const response = await call('DELETE', `/api/shops/${shop.id}`, { token });
    expect(response.statusCode).toBe(204);
    expect(await userRow(owner.id)).toMatchObject({ role: 'appUser', shop_id: null });
    expect(await db.selectFrom('shop_module_flags').selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom('approval_requests').selectAll().execute()).toHaveLength(0);
    const after = await call('GET', `/api/shops/${shop.id}`, { token });
    expect(after.statusCode).toBe(404);
    // The former owner may now found a studio again.
    const again = await call('POST', '/api/shops', { token: ownerToken, body: newShop });
    expect(again.statusCode).toBe(201);
  });

  it('should refuse shop admins (even of that shop), app users and anonymous callers', async () => {
    const { shop, token } = await ownedShop();
    expect((await call('DELETE', `/api/shops/${shop.id}`, { token })).statusCode).toBe(403);
    const other = await createShop();
    expect((await call('DELETE', `/api/shops/${other.id}`, { token })).statusCode).toBe(403);
    const user = await createUser();
    expect((await call('DELETE', `/api/shops/${shop.id}`, { token: await tokenFor(user) })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/shops/${shop.id}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/shops/${shop.id}`)).statusCode).toBe(200);
  });

  it('should answer an unknown shop with 1001', async () => {
    const { token } = await globalAdmin();
    const response = await call('DELETE', '/api/shops/00000000-0000-4000-8000-000000000000', { token });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(1001);
  });
});

describe('PUT /api/shops/:shopId/:status', () => {
  it('should activate a pending shop, make it public and mail its owner in their language', async () => {
    const { token } = await globalAdmin();
    const { shop, owner } = await ownedShop('pending');
    await makeReadyToGoLive(shop.id);
    const response = await call('PUT', `/api/shops/${shop.id}/active`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: shop.id, status: 'active' });
    expect((await call('GET', `/api/shops/${shop.id}`)).statusCode).toBe(200);

    const mails = await outboxMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'shop_activated',
      locale: 'en',
      subject: 'Your studio is now live',
    });
    expect(mails[0]?.text_body).toContain('http://localhost:3000/shop');
    expect(mails[0]?.text_body).toContain('Own Studio');
  });

  it('should approve a studio under review into waiting for payment and mail its owner to choose a plan', async () => {
    const { token } = await globalAdmin();
    const { shop, owner } = await ownedShop('pending');
    const response = await call('PUT', `/api/shops/${shop.id}/pending_payment`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: shop.id, status: 'pending_payment' });
    // Not public before the plan is paid.
    expect((await call('GET', `/api/shops/${shop.id}`)).statusCode).toBe(404);

    const mails = await outboxMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'shop_approved',
      locale: 'en',
      subject: 'Your studio is approved – now choose your plan',
    });
    expect(mails[0]?.text_body).toContain('http://localhost:3000/shop?choosePlan=1');
    expect(mails[0]?.text_body).toContain('Own Studio');

    // Other moves send no such mail.
    expect((await call('PUT', `/api/shops/${shop.id}/inactive`, { token })).statusCode).toBe(200);
    expect(await outboxMails(owner.email)).toHaveLength(1);
  });

  it('should mail nobody when an inactive shop is reactivated', async () => {
    const { token } = await globalAdmin();
    const { shop, owner } = await ownedShop('active');
    await makeReadyToGoLive(shop.id);
    expect((await call('PUT', `/api/shops/${shop.id}/inactive`, { token })).statusCode).toBe(200);
    expect((await call('PUT', `/api/shops/${shop.id}/active`, { token })).statusCode).toBe(200);
    expect(await outboxMails(owner.email)).toHaveLength(0);
  });

  it('should not let a studio go live with nothing to book and name each thing missing (2050)', async () => {
    const { token } = await globalAdmin();
    const { shop } = await ownedShop('pending');
    const refused = await call('PUT', `/api/shops/${shop.id}/active`, { token, language: 'de' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 2050,
      fields: {
        imprint: 'Die rechtlichen Angaben fürs Impressum im Studioprofil eintragen',
        treatments: 'Mindestens eine aktive, buchbare Behandlung anlegen',
        bookingHours: 'Buchungszeiten (Öffnungszeiten) festlegen',
        team: 'Mindestens ein Teammitglied anlegen',
      },
    });
    const { db } = await getTestPlatform();
    const row = await db
      .selectFrom('shops')
      .select('status')
      .where('id', '=', shop.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');

    // An inactive treatment is nothing to book; the other two are now there.
    await makeReadyToGoLive(shop.id);
    await db.updateTable('treatments').set({ active: false }).where('shop_id', '=', shop.id).execute();
    const stillRefused = await call('PUT', `/api/shops/${shop.id}/active`, { token });
    expect(stillRefused.statusCode).toBe(409);
    expect(Object.keys(stillRefused.json().fields)).toEqual(['treatments']);

    await db.updateTable('treatments').set({ active: true }).where('shop_id', '=', shop.id).execute();
    expect((await call('PUT', `/api/shops/${shop.id}/active`, { token })).statusCode).toBe(200);
  });

  it('should not let a studio go live without an imprint, then let it once its owner saved the legal details', async () => {
    const { token: adminToken } = await globalAdmin();
    const { shop, token } = await ownedShop('pending');
    await makeReadyToGoLive(shop.id);
    const { db } = await getTestPlatform();
    await db.updateTable('shops').set({ legal: null }).where('id', '=', shop.id).execute();

    const refused = await call('PUT', `/api/shops/${shop.id}/active`, { token: adminToken, language: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 2050,
      fields: { imprint: 'Enter the legal details for the imprint in the studio profile' },
    });
    expect(Object.keys(refused.json().fields)).toEqual(['imprint']);

    // Half an imprint is no imprint: the representative and the contact are missing.
    await db
      .updateTable('shops')
      .set({ legal: JSON.stringify({ name: 'Own Studio GmbH', address: 'Teststraße 1, 10115 Berlin' }) })
      .where('id', '=', shop.id)
      .execute();
    const stillRefused = await call('PUT', `/api/shops/${shop.id}/active`, { token: adminToken });
    expect(stillRefused.statusCode).toBe(409);
    expect(Object.keys(stillRefused.json().fields)).toEqual(['imprint']);

    const saved = await call('PUT', `/api/shops/${shop.id}`, { token, body: { legal: sampleShopLegal } });
    expect(saved.statusCode).toBe(200);
    const dashboard = await call('GET', `/api/shops/${shop.id}/dashboard`, { token });
    expect(dashboard.json().checklist.imprint).toBe(true);
    expect((await call('PUT', `/api/shops/${shop.id}/active`, { token: adminToken })).statusCode).toBe(200);
    expect((await call('GET', `/api/shops/${shop.id}`)).json().status).toBe('active');
  });

  it('should refuse a transition the table does not allow with 9409', async () => {
    const { token } = await globalAdmin();
    const shop = await createShop({ status: 'active' });
    const back = await call('PUT', `/api/shops/${shop.id}/pending`, { token });
    expect(back.statusCode).toBe(409);
    expect(back.json().errorCode).toBe(9409);
    const same = await call('PUT', `/api/shops/${shop.id}/active`, { token });
    expect(same.statusCode).toBe(409);
    expect((await call('GET', `/api/shops/${shop.id}`)).json().status).toBe('active');
  });

  it('should refuse an unknown status with 9400', async () => {
    const { token } = await globalAdmin();
    const shop = await createShop({ status: 'pending' });
    const response = await call('PUT', `/api/shops/${shop.id}/closed`, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 9400, fields: { status: expect.any(String) } });
  });

  it('should not let shop admins, app users or anonymous callers change a status', async () => {
    const { shop, token } = await ownedShop('pending');
    expect((await call('PUT', `/api/shops/${shop.id}/active`, { token })).statusCode).toBe(403);
    const other = await createShop({ status: 'pending' });
    expect((await call('PUT', `/api/shops/${other.id}/active`, { token })).statusCode).toBe(403);
    const user = await createUser();
    expect(
      (await call('PUT', `/api/shops/${shop.id}/active`, { token: await tokenFor(user) })).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/shops/${shop.id}/active`)).statusCode).toBe(401);
    const { db } = await getTestPlatform();
    const rows = await db.selectFrom('shops').select('status').execute();
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
  });

  it('should answer an unknown shop with 1001', async () => {
    const { token } = await globalAdmin();
    const response = await call('PUT', '/api/shops/00000000-0000-4000-8000-000000000000/active', { token });
    expect(response.json().errorCode).toBe(1001);
  });
});

describe('POST /api/shops/:shopId/submit-for-review', () => {
  it('should name what the profile still lacks, never the optional place id or coordinates', async () => {
    const { shop, token } = await ownedShop('pending');
    const response = await call('POST', `/api/shops/${shop.id}/submit-for-review`, { token });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['backgroundUrl', 'logoUrl']);
  });

  it('should mark a complete profile, counting its pending change, for review', async () => {
    const { token: adminToken } = await globalAdmin();
    const { shop, token } = await ownedShop('pending');
    await call('PUT', `/api/shops/${shop.id}`, { token, body: { latitude: 52.5, longitude: 13.4 } });
    const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c83c78' } })
      .png()
      .toBuffer();
    for (const kind of ['logo', 'background']) {
      const upload = await call('POST', `/api/shops/${shop.id}/images/${kind}`, {
        token,
        body: image,
        headers: { 'content-type': 'image/png' },
      });
      expect(upload.statusCode).toBe(200);
    }
    const response = await call('POST', `/api/shops/${shop.id}/submit-for-review`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().reviewRequestedAt).toMatch(/^\d{4}-/);
    const list = (await call('GET', '/api/shops/all/true', { token: adminToken })).json();
    expect(list[0]).toMatchObject({ hasPendingChange: true, reviewRequestedAt: expect.any(String) });

    await makeReadyToGoLive(shop.id);
    await call('PUT', `/api/shops/${shop.id}/active`, { token: adminToken });
    const live = (await call('GET', `/api/shops/${shop.id}`, { token })).json();
    expect(live.reviewRequestedAt).toBeNull();
    const twice = await call('POST', `/api/shops/${shop.id}/submit-for-review`, { token });
    expect(twice.statusCode).toBe(409);
  });

  it('should not let a shop admin submit another shop or an app user submit any', async () => {
    const { token } = await ownedShop('pending');
    const other = await createShop({ status: 'pending' });
    expect((await call('POST', `/api/shops/${other.id}/submit-for-review`, { token })).statusCode).toBe(403);
    const user = await createUser();
    const asUser = await call('POST', `/api/shops/${other.id}/submit-for-review`, {
      token: await tokenFor(user),
    });
    expect(asUser.statusCode).toBe(403);
    expect((await call('POST', `/api/shops/${other.id}/submit-for-review`)).statusCode).toBe(401);
  });
});

describe('GET /api/shops/:shopId/admins', () => {
  it("should list the shop's admins for a global admin", async () => {
    const { token } = await globalAdmin();
    const { shop, owner } = await ownedShop();
    const second = await createUser({ role: 'shopAdmin', shopId: shop.id, name: 'Second' });
    await createUser({ role: 'shopAdmin', shopId: (await createShop()).id });
    const response = await call('GET', `/api/shops/${shop.id}/admins`, { token });
    expect(response.statusCode).toBe(200);
    const admins = response.json();
    expect(admins.map((admin: { uid: string }) => admin.uid).sort()).toEqual([owner.id, second.id].sort());
    expect(admins[0]).toEqual({
      uid: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      disabled: false,
      emailVerified: true,
      lastLoginAt: null,
    });
  });

  it('should set shop admins through PUT /api/users/:uid', async () => {
    const { token } = await globalAdmin();
    const shop = await createShop();
    const user = await createUser();
    const set = await call('PUT', `/api/users/${user.id}`, {
      token,
      body: { role: 'shopAdmin', shopId: shop.id },
    });
    expect(set.statusCode).toBe(200);
    const admins = (await call('GET', `/api/shops/${shop.id}/admins`, { token })).json();
    expect(admins.map((admin: { uid: string }) => admin.uid)).toEqual([user.id]);
  });

  it('should not list admins for shop admins (own or another shop), app users or anonymous callers', async () => {
    const { shop, token } = await ownedShop();
    const other = await createShop();
    expect((await call('GET', `/api/shops/${shop.id}/admins`, { token })).statusCode).toBe(403);
    expect((await call('GET', `/api/shops/${other.id}/admins`, { token })).statusCode).toBe(403);
    const user = await createUser();
    expect(
      (await call('GET', `/api/shops/${shop.id}/admins`, { token: await tokenFor(user) })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/shops/${shop.id}/admins`)).statusCode).toBe(401);
  });
});

describe('GET /api/shops/:shopId for its managers', () => {
  it('should add the managed fields for its admin and global admins only', async () => {
    const { token: adminToken } = await globalAdmin();
    const { shop, token } = await ownedShop();
    await call('PUT', `/api/shops/${shop.id}`, { token, body: { name: 'Proposed' } });
    const own = (await call('GET', `/api/shops/${shop.id}`, { token })).json();
    expect(own).toMatchObject({ name: 'Own Studio', pendingChange: { proposed: { name: 'Proposed' } } });
    const admin = (await call('GET', `/api/shops/${shop.id}`, { token: adminToken })).json();
    expect(admin.pendingChange.fields).toEqual(['name']);
    const user = await createUser();
    const customer = (await call('GET', `/api/shops/${shop.id}`, { token: await tokenFor(user) })).json();
    expect(customer).not.toHaveProperty('pendingChange');
    expect(customer).not.toHaveProperty('reviewRequestedAt');
  });
});
