// Builders for test data, written straight to the database.
import { randomUUID } from 'node:crypto';
import type { Role } from '@studio/domain/roles';
import type { ShopStatus } from '@studio/domain/shop';
import type { ShopRow, UserRow } from '../src/db/schema.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { insertShop } from '../src/features/shops/shops.repo.ts';
import { getTestPlatform } from './test-platform.ts';

export const fixturePassword = 'secret-password';
let cachedHash: Promise<string> | undefined;

export async function createShop(overrides: { status?: ShopStatus; name?: string } = {}): Promise<ShopRow> {
  const { db } = await getTestPlatform();
  const id = randomUUID();
  return insertShop(db, {
    id,
    name: overrides.name ?? `Studio ${id.slice(0, 6)}`,
    address: 'Teststraße 1, 10115 Berlin',
    phone: '+49 30 000000',
    email: `studio-${id.slice(0, 6)}@example.com`,
    category: 'nails',
    status: overrides.status ?? 'active',
  });
}

export async function createUser(
  overrides: {
    role?: Role;
    shopId?: string | null;
    email?: string;
    disabled?: boolean;
    guest?: boolean;
  } = {},
): Promise<UserRow> {
  const { db } = await getTestPlatform();
  cachedHash ??= hashPassword(fixturePassword);
  const id = randomUUID();
  return db
    .insertInto('users')
    .values({
      id,
      email: overrides.email ?? `user-${id.slice(0, 8)}@example.com`,
      name: 'Test User',
      password_hash: await cachedHash,
      role: overrides.role ?? 'appUser',
      shop_id: overrides.shopId ?? null,
      email_verified: true,
      disabled: overrides.disabled ?? false,
      guest: overrides.guest ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A signed token for a user, as login would issue it. */
export async function tokenFor(user: UserRow): Promise<string> {
  const { tokens } = await getTestPlatform();
  return tokens.sign({ uid: user.id, role: user.role, shopId: user.shop_id });
}
