// A studio's clients. A client shown in the list is a record not merged into another; its card
// reads its own rows and those of the records merged into it (its group).
import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { DB } from '../../db/generated-schema.ts';
import { keysetResult, type ListOrderKey, selectKeysetPage } from '../../db/keyset-page.ts';
import type { Database } from '../../db/schema.ts';

export type ClientRow = Selectable<DB['clients']>;
export type ClientNoteRow = Selectable<DB['client_notes']>;

/**
 * The stored search text of a query: digits alone for a phone number, else lower case. A national
 * number's leading 0 goes, so that "0151 …" finds "+49 151 …" as well as "0151 …".
 */
export function searchKey(query: string): string {
  const digits = query.replace(/[\s+\-/().]/g, '');
  return /^\d+$/.test(digits) ? digits.replace(/^0+/, '') : query.toLowerCase();
}

export interface ClientStats {
  visits: number;
  noShows: number;
  lateCancellations: number;
  lastVisitAt: Date | null;
}

const clientListOrder: ListOrderKey[] = [
  { expression: sql`lower(name)`, direction: 'asc', type: 'text' },
  { expression: sql.ref('id'), direction: 'asc', type: 'uuid' },
];

/** The clients by name: one page after `cursor` (when given), or all of them when `limit` is null. */
export async function listClientRows(
  db: Kysely<Database>,
  shopId: string,
  options: {
    q?: string | undefined;
    offset: number;
    limit: number | null;
    cursor?: string | undefined;
    servedBy?: string | undefined;
  },
): Promise<{ rows: ClientRow[]; total: number; nextCursor: string | undefined }> {
  let query = db.selectFrom('clients').where('shop_id', '=', shopId).where('merged_into_id', 'is', null);
  if (options.q) query = query.where('search_text', 'like', containsPattern(searchKey(options.q)));
  const servedBy = options.servedBy;
  if (servedBy !== undefined) query = query.where((eb) => servedByMember(eb, shopId, servedBy));
  const countRow = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const total = Number(countRow.total);
  if (options.limit === null) {
    const rows = await query
      .selectAll()
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .offset(options.offset)
      .execute();
    return { rows, total, nextCursor: undefined };
  }
  const page = { limit: options.limit, offset: options.offset, cursor: options.cursor };
  const picked = await selectKeysetPage(db, query.selectAll(), clientListOrder, page).execute();
  const { rows, nextCursor } = keysetResult(picked, options.limit);
  return { rows: rows.map(({ list_position: _, ...row }) => row), total, nextCursor };
}

/** Visits, no-shows and late cancellations of each client's group, by the client's id. */
export async function clientStats(
  db: Kysely<Database>,
  shopId: string,
  clientIds: readonly string[],
  now: Date,
  lateCancellationHours: number,
): Promise<Map<string, ClientStats>> {
  const stats = new Map<string, ClientStats>();
  if (clientIds.length === 0) return stats;
  const rows = await db
    .selectFrom('bookings as b')
    .innerJoin('clients as c', 'c.id', 'b.client_id')
    .where('b.shop_id', '=', shopId)
    .where('c.shop_id', '=', shopId)
    .where((eb) => eb.or([eb('c.id', 'in', [...clientIds]), eb('c.merged_into_id', 'in', [...clientIds])]))
    .select([
      sql<string>`coalesce(c.merged_into_id, c.id)`.as('client_id'),
      sql<number>`count(*) FILTER (WHERE b.status = 'completed' OR (b.status = 'confirmed' AND b.end_at < ${now}))`.as(
        'visits',
      ),
      sql<number>`count(*) FILTER (WHERE b.status = 'no_show')`.as('no_shows'),
      sql<number>`count(*) FILTER (WHERE b.status = 'cancelled'
        AND b.cancelled_at > b.start_at - make_interval(hours => ${lateCancellationHours}))`.as(
        'late_cancellations',
      ),
      sql<Date | null>`max(b.start_at) FILTER (WHERE b.status = 'completed' OR (b.status = 'confirmed' AND b.end_at < ${now}))`.as(
        'last_visit_at',
      ),
    ])
    .groupBy(sql`coalesce(c.merged_into_id, c.id)`)
    .execute();
  for (const row of rows) {
    stats.set(row.client_id, {
      visits: Number(row.visits),
      noShows: Number(row.no_shows),
      lateCancellations: Number(row.late_cancellations),
      lastVisitAt: row.last_visit_at ? new Date(row.last_visit_at) : null,
    });
  }
  return stats;
}

/** Clients (with their merged records) who have a booking in the team member's column. */
function servedByMember(eb: ExpressionBuilder<DB, 'clients'>, shopId: string, memberId: string) {
  return eb.exists(
    eb
      .selectFrom('bookings as b')
      .innerJoin('clients as m', 'm.id', 'b.client_id')
      .select('b.id')
      .where('b.shop_id', '=', shopId)
      .where('b.team_member_id', '=', memberId)
      .where((inner) =>
        inner.or([
          inner('m.id', '=', inner.ref('clients.id')),
          inner('m.merged_into_id', '=', inner.ref('clients.id')),
        ]),
      ),
  );
}

export async function isServedByMember(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  memberId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', '=', clientId)
    .where((eb) => servedByMember(eb, shopId, memberId))
    .executeTakeFirst();
  return row !== undefined;
}

export function findClientRow(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ClientRow | undefined> {
  let query = db.selectFrom('clients').selectAll().where('shop_id', '=', shopId).where('id', '=', clientId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The client and the records merged into it, the client first. */
export function clientGroupRows(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
): Promise<ClientRow[]> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where((eb) => eb.or([eb('id', '=', clientId), eb('merged_into_id', '=', clientId)]))
    .orderBy(sql`merged_into_id IS NOT NULL`)
    .orderBy('created_at')
    .execute();
}

export function groupBookingRows(db: Kysely<Database>, shopId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('bookings')
    .select(['id', 'start_at', 'end_at', 'status', 'team_member_id', 'cancelled_at', 'source'])
    .where('shop_id', '=', shopId)
    .where('client_id', 'in', [...clientIds])
    .orderBy('start_at', 'desc')
    .execute();
}

export function bookingTreatmentRows(db: Kysely<Database>, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_treatments')
    .select(['booking_id', 'treatment_id', 'name', 'price_cents'])
    .where('booking_id', 'in', [...bookingIds])
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
}

/** What the group's accounts spent on completed orders at the studio. */
export async function completedOrderCents(
  db: Kysely<Database>,
  shopId: string,
  userIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<number | null>('total_cents').as('cents'))
    .where('shop_id', '=', shopId)
    .where('user_id', 'in', [...userIds])
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

export function stampCardRow(db: Kysely<Database>, shopId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('customer_stamp_cards')
    .select(['stamps', 'max_stamps', 'redemptions'])
    .where('shop_id', '=', shopId)
    .where('user_id', 'in', [...userIds])
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
}

/** Active vouchers the group holds or bought. */
export function voucherRows(
  db: Kysely<Database>,
  shopId: string,
  userIds: readonly string[],
  emails: readonly string[],
) {
  return db
    .selectFrom('vouchers')
    .select(['id', 'code', 'remaining_cents', 'expires_at'])
    .where('shop_id', '=', shopId)
    .where('active', '=', true)
    .where((eb) =>
      eb.or([
        ...(userIds.length > 0 ? [eb('holder_id', 'in', [...userIds])] : []),
        ...(emails.length > 0
          ? [
              eb(eb.fn('lower', ['buyer_email']), 'in', [...emails]),
              eb(eb.fn('lower', ['recipient_email']), 'in', [...emails]),
            ]
          : []),
        eb.val(false),
      ]),
    )
    .orderBy('expires_at')
    .execute();
}

export function giftClaimRows(db: Kysely<Database>, shopId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gift_claims as c')
    .innerJoin('gifts as g', 'g.id', 'c.gift_id')
    .select(['c.id', 'g.title', 'c.claimed_at', 'c.handed_over_at'])
    .where('c.shop_id', '=', shopId)
    .where('c.user_id', 'in', [...userIds])
    .orderBy('c.claimed_at', 'desc')
    .execute();
}

export function noteRows(db: Kysely<Database>, shopId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('client_notes')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('client_id', 'in', [...clientIds])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function insertNote(
  db: Kysely<Database>,
  shopId: string,
  values: { clientId: string; text: string; authorId: string; authorName: string },
): Promise<ClientNoteRow> {
  return db
    .insertInto('client_notes')
    .values({
      id: randomUUID(),
      shop_id: shopId,
      client_id: values.clientId,
      text: values.text,
      author_id: values.authorId,
      author_name: values.authorName,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function authorName(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.name || row?.email || '';
}

export function updateClientRow(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  changes: Updateable<DB['clients']>,
): Promise<ClientRow | undefined> {
  return db
    .updateTable('clients')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', clientId)
    .returningAll()
    .executeTakeFirst();
}

/** Points `absorbed` and everything merged into it at `survivor`. */
export async function mergeClientRows(
  db: Kysely<Database>,
  shopId: string,
  survivorId: string,
  absorbedId: string,
): Promise<void> {
  await db
    .updateTable('clients')
    .set({ merged_into_id: survivorId, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where((eb) => eb.or([eb('id', '=', absorbedId), eb('merged_into_id', '=', absorbedId)]))
    .execute();
}
