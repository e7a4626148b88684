import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import { findDayAtOffset } from '../../db/day-at-offset.ts';
import { type KeysetPage, keysetResult, type ListOrderKey, selectKeysetPage } from '../../db/keyset-page.ts';
import { countLimitOf, countPageMatches, countReadOnPage, type MatchCount } from '../../db/match-count.ts';
import type { Database, NewUser, UserRow, UserUpdate } from '../../db/schema.ts';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('guest', '=', false)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function recordLogin(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
}

/** Whether another non-guest account already uses the email (case-insensitive). */
export async function isEmailTaken(
  db: Kysely<Database>,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('guest', '=', false);
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateUser(db: Kysely<Database>, id: string, changes: UserUpdate): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes every session token issued so far invalid (identity.ts compares the generation). */
export async function signOutEverySession(db: Kysely<Database>, id: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUser(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function shopExists(db: Kysely<Database>, shopId: string): Promise<boolean> {
  const row = await db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
  return row !== undefined;
}

const userListOrder: ListOrderKey[] = [
  { expression: sql.ref('created_at'), direction: 'desc', type: 'timestamptz' },
  { expression: sql.ref('id'), direction: 'asc', type: 'uuid' },
];

/** Accounts (not guests), newest first, optionally those whose name or email contains `search`. */
export async function listUsers(
  db: Kysely<Database>,
  query: { search?: string | undefined } & KeysetPage,
): Promise<{ users: UserRow[]; count: MatchCount; nextCursor: string | undefined }> {
  let base = db.selectFrom('users').where('guest', '=', false);
  if (query.search) {
    const pattern = containsPattern(query.search);
    base = base.where((eb) => eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern)]));
  }
  const countUpTo = countLimitOf(query);
  // A page of all accounts past the counted ones starts at the day holding its first row instead
  // of walking every newer account's index entry; nearer pages read on to count, as below.
  const deep =
    !query.search && !query.cursor && query.offset > countUpTo
      ? await findDayAtOffset(
          db,
          db.selectFrom('accounts_per_day').select(['day', 'accounts as rows']).where('accounts', '>', 0),
          query.offset,
        )
      : undefined;
  const page = deep
    ? selectKeysetPage(db, base.where('created_at', '<', deep.dayEnd).select('id'), userListOrder, {
        ...query,
        offset: query.offset - deep.ahead,
      })
    : selectKeysetPage(db, base.select('id'), userListOrder, query, countUpTo);
  // The page is picked from the list's index alone; only its rows are read whole.
  const picked = await db
    .with('page', () => page)
    .selectFrom('page as p')
    .innerJoin('users as u', 'u.id', 'p.id')
    .selectAll('u')
    .select('p.list_position')
    .$if(!deep, (picking) => picking.select('p.list_read'))
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id')
    .execute();
  const { rows, nextCursor } = keysetResult(picked, query.limit);
  const users = rows.map(({ list_position: _, list_read: __, ...user }) => user);
  return {
    users,
    count: deep
      ? await countPageMatches(db, base, query, picked.length, countUpTo)
      : await countReadOnPage(db, base, query, picked, countUpTo),
    nextCursor,
  };
}

/** The language of the shop's first admin, for mails to the shop's own address. */
export async function findFirstShopAdminLocale(
  db: Kysely<Database>,
  shopId: string,
): Promise<string | undefined> {
  const admin = await db
    .selectFrom('users')
    .select('locale')
    .where('shop_id', '=', shopId)
    .where('role', '=', 'shopAdmin')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return admin?.locale;
}

/** What a request's identity is checked against: read on every request, so changes apply at once. */
export function findSessionAccount(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('users')
    .select(['disabled', 'guest', 'role', 'shop_id', 'session_generation', 'email_verified'])
    .where('id', '=', uid)
    .executeTakeFirst();
}

/**
 * The accounts several session tokens name, and whether each token was ended, by token id: two
 * statements however many tokens (the open event streams' periodic check).
 */
export async function findSessionTokenAccounts(
  db: Kysely<Database>,
  sessions: readonly { uid: string; tokenId: string }[],
) {
  if (sessions.length === 0) return new Map();
  const [accounts, ended] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'id',
        'disabled',
        'guest',
        'role',
        'shop_id',
        'shop_level',
        'team_member_id',
        'session_generation',
      ])
      .where('id', 'in', [...new Set(sessions.map((session) => session.uid))])
      .execute(),
    db
      .selectFrom('ended_session_tokens')
      .select('jti')
      .where(
        'jti',
        'in',
        sessions.map((session) => session.tokenId),
      )
      .execute(),
  ]);
  const accountById = new Map(accounts.map(({ id, ...account }) => [id, account]));
  const endedTokens = new Set(ended.map((row) => row.jti));
  const byToken = new Map<string, (typeof accounts)[number] & { ended: boolean }>();
  for (const session of sessions) {
    const account = accountById.get(session.uid);
    if (account)
      byToken.set(session.tokenId, { ...account, id: session.uid, ended: endedTokens.has(session.tokenId) });
  }
  return byToken;
}

/** The account a session token names, and whether that token was ended (signed out). */
export function findSessionTokenAccount(db: Kysely<Database>, uid: string, tokenId: string) {
  return db
    .selectFrom('users')
    .select(['disabled', 'guest', 'role', 'shop_id', 'shop_level', 'team_member_id', 'session_generation'])
    .select((eb) =>
      eb.exists(eb.selectFrom('ended_session_tokens').select('jti').where('jti', '=', tokenId)).as('ended'),
    )
    .where('id', '=', uid)
    .executeTakeFirst();
}
