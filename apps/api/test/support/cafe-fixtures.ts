// Café test data through the API: a studio with its admins, a live menu, customers and guests.
import { expect } from 'vitest';
import type { UserRow } from '../../src/db/schema.ts';
import { createShop, createUser, tokenFor } from './fixtures.ts';
import { call } from './test-platform.ts';

export interface CafeStudio {
  shopId: string;
  owner: UserRow;
  ownerToken: string;
  adminToken: string;
}

export async function cafeStudio(): Promise<CafeStudio> {
  const shop = await createShop();
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
  const admin = await createUser({ role: 'globalAdmin' });
  return { shopId: shop.id, owner, ownerToken: await tokenFor(owner), adminToken: await tokenFor(admin) };
}

export async function addCategory(setup: CafeStudio, name = 'Kaffee'): Promise<string> {
  const response = await call('POST', `/api/shops/${setup.shopId}/menu/categories`, {
    token: setup.ownerToken,
    body: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

export interface LiveArticle {
  id: string;
  name: string;
  priceCents: number;
}

/** Articles put live by a global admin (no approval needed). */
export async function liveArticles(
  setup: CafeStudio,
  articles: { name: string; priceCents: number; allergens?: string[]; additives?: number[] }[],
): Promise<LiveArticle[]> {
  const categoryId = await addCategory(setup);
  const created: LiveArticle[] = [];
  for (const article of articles) {
    const response = await call('POST', `/api/shops/${setup.shopId}/menu/articles`, {
      token: setup.adminToken,
      body: { description: `${article.name} frisch`, categoryId, ...article },
    });
    expect(response.statusCode).toBe(201);
    created.push({ id: response.json().id, name: article.name, priceCents: article.priceCents });
  }
  return created;
}

export async function customerToken(name = 'Kim Kundin'): Promise<{ user: UserRow; token: string }> {
  const user = await createUser({ name });
  return { user, token: await tokenFor(user) };
}

export async function guestCustomerToken(): Promise<string> {
  const response = await call('POST', '/api/auth/guest');
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

/** The signed token of a table's QR code, as the shop's table links carry it (`?table=`). */
export async function tableTokenOf(setup: CafeStudio, tableNumber: string): Promise<string> {
  const links = await call(
    'GET',
    `/api/shops/${setup.shopId}/tables/links?tables=${encodeURIComponent(tableNumber)}`,
    {
      token: setup.ownerToken,
    },
  );
  expect(links.statusCode).toBe(200);
  const [link] = links.json() as { tableNumber: string; url: string }[];
  return new URL(link?.url ?? 'http://invalid').searchParams.get('table') ?? '';
}
