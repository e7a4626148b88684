// Paging by cursor: each list is read page by page while rows are inserted between the pages, at
// its front and right at the position the last page ended (the same sort values, ties included:
// timestamps that differ only in their microseconds, studios of the same name, names that differ
// only in case). Every row that was there at the start must come exactly once, and no row twice.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../src/db/schema.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

const pageSize = 7;

interface Listed {
  id?: string;
  uid?: string;
}

/**
 * Reads a list page by page by its cursor, running `between` after each page with the id of the
 * page's last row; answers the ids in order.
 */
async function pageByCursor(
  path: string,
  token: string,
  between: (page: number, lastId: string) => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const url = cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path;
    const answer = await call('GET', url, { token });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as Listed[] | { items: Listed[] };
    const items = Array.isArray(body) ? body : body.items;
    expect(items.length).toBeLessThanOrEqual(pageSize);
    seen.push(...items.map((item) => item.id ?? item.uid ?? ''));
    const next = answer.headers['x-next-cursor'];
    if (typeof next !== 'string') return seen;
    expect(items).toHaveLength(pageSize);
    cursor = next;
    await between(page, seen.at(-1) as string);
  }
  throw new Error(`${path} did not end`);
}

function expectEachOnce(seen: string[], atStart: string[]): void {
  expect(new Set(seen).size, 'a row came twice').toBe(seen.length);
  const present = new Set(seen);
  expect(atStart.filter((id) => !present.has(id))).toEqual([]);
}

const idsOf = async (query: string): Promise<string[]> => {
  const { db } = await getTestPlatform();
  const { rows } = await sql<{ id: string }>`${sql.raw(query)}`.execute(db);
  return rows.map((row) => row.id);
};

describe('lists paged by cursor', () => {
  let adminToken: string;
  let shop: ShopRow;

  beforeEach(async () => {
    adminToken = await tokenFor(await createUser({ role: 'globalAdmin' }));
    shop = await createShop({ name: 'Nagelstudio Perle' });
  });

  it('should list every account once while accounts are added, also with equal creation times', async () => {
    const { db } = await getTestPlatform();
    // Groups of three created at the same instant, the groups a microsecond apart.
    await sql`INSERT INTO users (id, email, name, role, created_at)
      SELECT gen_random_uuid(), 'kundin' || k || '@example.com', 'Kundin ' || k, 'appUser',
        timestamptz '2026-11-01 10:00:00.000001+00' - (k / 3) * interval '1 microsecond'
      FROM generate_series(1, 30) k`.execute(db);
    const atStart = await idsOf('SELECT id FROM users WHERE NOT guest');
    let added = 0;
    const seen = await pageByCursor(`/api/users?limit=${pageSize}`, adminToken, async (_, lastId) => {
      added++;
      // One newer than all, one created exactly when the last row of the page was.
      await sql`INSERT INTO users (id, email, name, role, created_at) VALUES
        (gen_random_uuid(), ${`neu${added}@example.com`}, 'Neu', 'appUser', now()),
        (gen_random_uuid(), ${`mitte${added}@example.com`}, 'Mitte', 'appUser',
          (SELECT created_at FROM users WHERE id = ${lastId}))`.execute(db);
    });
    expect(added).toBeGreaterThanOrEqual(4);
    expectEachOnce(seen, atStart);
  });

  it('should list every studio once while studios are added', async () => {
    const { db } = await getTestPlatform();
    await sql`INSERT INTO shops (id, name, address, phone, email, category, status, created_at)
      SELECT gen_random_uuid(), 'Studio ' || k, 'Straße ' || k, '+49 30 ' || k, 'studio' || k || '@example.com',
        'nails', 'active', timestamptz '2026-11-01 10:00:00.5+00' - (k / 4) * interval '1 microsecond'
      FROM generate_series(1, 24) k`.execute(db);
    const atStart = await idsOf('SELECT id FROM shops');
    const seen = await pageByCursor(
      `/api/shops/all/true?limit=${pageSize}`,
      adminToken,
      async (page, lastId) => {
        await sql`INSERT INTO shops (id, name, address, phone, email, category, status, created_at)
        SELECT gen_random_uuid(), 'Neu', 'Weg 1', '+49 30 1', ${`neu${page}@example.com`}, 'nails', 'active', created_at
        FROM shops WHERE id = ${lastId}`.execute(db);
        await createShop({ name: 'Ganz neu' });
      },
    );
    expectEachOnce(seen, atStart);
  });

  it('should list every appointment once while bookings are made', async () => {
    const { db } = await getTestPlatform();
    const book = (count: number, start: ReturnType<typeof sql>) =>
      sql`INSERT INTO bookings (id, shop_id, start_at, end_at, status, source, customer_name, customer_email)
        SELECT gen_random_uuid(), ${shop.id}, ${start}, ${start} + interval '1 hour', 'confirmed', 'online',
          'Kundin', 'kundin@example.com'
        FROM generate_series(1, ${count}) k`.execute(db);
    await book(26, sql`timestamptz '2026-12-01 10:00:00+00' + (k / 2) * interval '1 microsecond'`);
    const atStart = await idsOf('SELECT id FROM bookings');
    const seen = await pageByCursor(`/api/bookings?limit=${pageSize}`, adminToken, async (_, lastId) => {
      await book(2, sql`timestamptz '2027-01-01 10:00:00+00'`);
      await book(2, sql`(SELECT start_at FROM bookings WHERE id = ${lastId})`);
    });
    expectEachOnce(seen, atStart);
  });

  it('should list every approval request once while more are submitted', async () => {
    const { db } = await getTestPlatform();
    const submit = (submittedAt: ReturnType<typeof sql>) =>
      sql`INSERT INTO approval_requests (id, shop_id, subject_type, subject_id, payload, status, submitted_at)
        VALUES (gen_random_uuid(), ${shop.id}, 'gift', gen_random_uuid(), '{"title": "Neu"}', 'pending', ${submittedAt})`.execute(
        db,
      );
    for (let k = 0; k < 20; k++)
      await submit(sql`timestamptz '2026-11-01 10:00:00+00' - ${k % 5} * interval '1 microsecond'`);
    const atStart = await idsOf('SELECT id FROM approval_requests');
    const seen = await pageByCursor(`/api/approvals?limit=${pageSize}`, adminToken, async (_, lastId) => {
      await submit(sql`now()`);
      await submit(sql`(SELECT submitted_at FROM approval_requests WHERE id = ${lastId})`);
    });
    expectEachOnce(seen, atStart);
  });

  it('should list every treatment once across studios of the same name while treatments are added', async () => {
    const { db } = await getTestPlatform();
    const twins = [await createShop({ name: 'Zwilling' }), await createShop({ name: 'Zwilling' }), shop];
    for (const twin of twins) {
      await sql`INSERT INTO treatments (id, shop_id, name, price_cents, duration_minutes, position)
        SELECT gen_random_uuid(), ${twin.id}, 'Maniküre ' || k, 2500, 45, k % 3
        FROM generate_series(1, 8) k`.execute(db);
    }
    const atStart = await idsOf('SELECT id FROM treatments');
    const seen = await pageByCursor(`/api/services?limit=${pageSize}`, adminToken, async (page, lastId) => {
      const twin = twins[page % twins.length] as ShopRow;
      await sql`INSERT INTO treatments (id, shop_id, name, price_cents, duration_minutes, position)
        VALUES (gen_random_uuid(), ${twin.id}, 'Neu', 3000, 30, 0)`.execute(db);
      await sql`INSERT INTO treatments (id, shop_id, name, price_cents, duration_minutes, position)
        SELECT gen_random_uuid(), shop_id, 'Neu', 3000, 30, position FROM treatments WHERE id = ${lastId}`.execute(
        db,
      );
    });
    expectEachOnce(seen, atStart);
  });

  it('should list every client of the studio once while clients are added, names equal but for case', async () => {
    const { db } = await getTestPlatform();
    const ownerToken = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
    const add = (name: string) =>
      sql`INSERT INTO clients (id, shop_id, name) VALUES (gen_random_uuid(), ${shop.id}, ${name})`.execute(
        db,
      );
    for (const name of ['Anna', 'anna', 'ANNA', 'Berta', 'berta', 'Clara', 'Dora', 'dora', 'Emil', 'Frida']) {
      await add(name);
      await add(name);
    }
    const atStart = await idsOf(`SELECT id FROM clients WHERE shop_id = '${shop.id}'`);
    const seen = await pageByCursor(
      `/api/shops/${shop.id}/clients?pageSize=${pageSize}`,
      ownerToken,
      async (page, lastId) => {
        await add(['aNNa', 'BERTA', 'Aaron'][page % 3] as string);
        await sql`INSERT INTO clients (id, shop_id, name)
          SELECT gen_random_uuid(), shop_id, upper(name) FROM clients WHERE id = ${lastId}`.execute(db);
      },
    );
    expectEachOnce(seen, atStart);
  });

  it('should answer a cursor that is not one of the list’s with 400', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["1", "2", "3"]').toString('base64url')]) {
      const answer = await call('GET', `/api/users?cursor=${cursor}`, { token: adminToken });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errorCode).toBe(9400);
    }
    const withNul = Buffer.from(JSON.stringify(['Anna\u0000', shop.id])).toString('base64url');
    const clients = await call('GET', `/api/shops/${shop.id}/clients?cursor=${withNul}`, {
      token: adminToken,
    });
    expect(clients.statusCode).toBe(400);
    const fromAnotherList = Buffer.from(JSON.stringify(['Zwilling', shop.id, '0', shop.id])).toString(
      'base64url',
    );
    const answer = await call('GET', `/api/bookings?cursor=${fromAnotherList}`, { token: adminToken });
    expect(answer.statusCode).toBe(400);
  });

  it('should page by offset as before, the offset counted from the cursor when both are given', async () => {
    const { db } = await getTestPlatform();
    await sql`INSERT INTO users (id, email, name, role, created_at)
      SELECT gen_random_uuid(), 'k' || k || '@example.com', 'K', 'appUser', now() - k * interval '1 minute'
      FROM generate_series(1, 12) k`.execute(db);
    const all = (await call('GET', '/api/users?limit=100', { token: adminToken })).json() as Listed[];
    const second = await call('GET', '/api/users?limit=3&offset=3', { token: adminToken });
    expect((second.json() as Listed[]).map((user) => user.uid)).toEqual(
      all.slice(3, 6).map((user) => user.uid),
    );
    const first = await call('GET', '/api/users?limit=3', { token: adminToken });
    const cursor = first.headers['x-next-cursor'] as string;
    const skipped = await call('GET', `/api/users?limit=3&offset=3&cursor=${cursor}`, { token: adminToken });
    expect((skipped.json() as Listed[]).map((user) => user.uid)).toEqual(
      all.slice(6, 9).map((user) => user.uid),
    );
    const last = await call('GET', `/api/users?limit=${all.length}`, { token: adminToken });
    expect(last.headers['x-next-cursor']).toBeUndefined();
  });
});
