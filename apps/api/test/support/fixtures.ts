// Builders for test data, written straight to the database.
import { randomUUID } from 'node:crypto';
import type { RecoveryMode } from '@studio/domain/auth-contract';
import type { Role } from '@studio/domain/roles';
import { defaultModuleFlags, type ShopStatus } from '@studio/domain/shop';
import type { MailOutboxRow, ShopRow, UserRow } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/features/auth/passwords.ts';
import { insertShop } from '../../src/features/shops/shops.repo.ts';
import { getTestPlatform } from './test-platform.ts';

export const fixturePassword = 'secret-password';
let cachedHash: Promise<string> | undefined;

export async function createShop(overrides: { status?: ShopStatus; name?: string } = {}): Promise<ShopRow> {
  const { db } = await getTestPlatform();
  const id = randomUUID();
  return insertShop(
    db,
    {
      id,
      name: overrides.name ?? `Studio ${id.slice(0, 6)}`,
      address: 'Teststraße 1, 10115 Berlin',
      phone: '+49 30 000000',
      email: `studio-${id.slice(0, 6)}@example.com`,
      category: 'nails',
      status: overrides.status ?? 'active',
    },
    // Every module on, whatever the category: each test reaches the module it is about.
    defaultModuleFlags,
  );
}

export async function createUser(
  overrides: {
    role?: Role;
    shopId?: string | null;
    email?: string;
    disabled?: boolean;
    guest?: boolean;
    emailVerified?: boolean;
    locale?: string;
    name?: string;
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
      name: overrides.name ?? 'Test User',
      password_hash: await cachedHash,
      role: overrides.role ?? 'appUser',
      shop_id: overrides.shopId ?? null,
      email_verified: overrides.emailVerified ?? true,
      disabled: overrides.disabled ?? false,
      guest: overrides.guest ?? false,
      locale: overrides.locale ?? 'de',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A signed token for a user, as login would issue it. */
export async function tokenFor(user: UserRow): Promise<string> {
  const { tokens } = await getTestPlatform();
  return tokens.sign({
    uid: user.id,
    role: user.role,
    shopId: user.shop_id,
    generation: user.session_generation,
  });
}

/**
 * The mails written to the outbox, oldest first, optionally only those to one address. Mails
 * written after the answer (sendLater) are waited for.
 */
export async function outboxMails(to?: string): Promise<MailOutboxRow[]> {
  const { db, mailer } = await getTestPlatform();
  await mailer.idle();
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at').orderBy('id');
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  return query.execute();
}

/** The token of the /recovery link in a mail's plain-text part. */
export function linkTokenOf(text: string, mode: RecoveryMode): string {
  const match = new RegExp(`/recovery\\?mode=${mode}&token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${mode} link in:\n${text}`);
  return match[1];
}

/** The token of the newest mail of a kind to an address. */
const mailKindOfMode: Record<RecoveryMode, string> = {
  verifyEmail: 'verify_email',
  resetPassword: 'reset_password',
  recoverEmail: 'email_changed',
};

export async function lastLinkToken(to: string, mode: RecoveryMode): Promise<string> {
  const kind = mailKindOfMode[mode];
  const mails = (await outboxMails(to)).filter((mail) => mail.kind === kind);
  const last = mails.at(-1);
  if (!last) throw new Error(`no ${kind} mail to ${to}`);
  return linkTokenOf(last.text_body, mode);
}

/** Legal details complete enough for an imprint: what a studio must enter before it goes live. */
export const sampleShopLegal = {
  name: 'Test Studio GmbH',
  representative: 'Erika Muster',
  address: 'Teststraße 1, 10115 Berlin',
  email: 'legal@example.com',
  phone: '+49 30 000000',
};

/**
 * Gives a shop what it needs to go live: its imprint's legal details, a team member, an active
 * treatment and booking hours.
 */
export async function makeReadyToGoLive(shopId: string): Promise<void> {
  const { db } = await getTestPlatform();
  await db
    .updateTable('shops')
    .set({ legal: JSON.stringify(sampleShopLegal) })
    .where('id', '=', shopId)
    .execute();
  await db
    .insertInto('team_members')
    .values({ id: randomUUID(), shop_id: shopId, color: '#D81B60' })
    .execute();
  await db
    .insertInto('treatments')
    .values({ id: randomUUID(), shop_id: shopId, name: 'Maniküre', duration_minutes: 45, price_cents: 3000 })
    .execute();
  await db
    .insertInto('opening_hours')
    .values({ shop_id: shopId, weekday: 1, start_time: '09:00', end_time: '17:00' })
    .execute();
}
