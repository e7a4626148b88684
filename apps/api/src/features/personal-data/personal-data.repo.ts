// Where the platform keeps a person's data, to hand it over and to erase it. Erasing keeps what a
// studio must keep for its books (bookings, sales, vouchers) without the person: names, contact
// details and free texts go, amounts and times stay.
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { DB } from '../../db/generated-schema.ts';
import type { Database } from '../../db/schema.ts';

/** Whose data: an account, or contacts known by email and phone, in one studio or everywhere. */
export interface PersonScope {
  /** Null: every studio (an account deleting itself). */
  shopId: string | null;
  userIds: readonly string[];
  /** Lower case. */
  emails: readonly string[];
  /** Digits only. */
  phoneKeys: readonly string[];
  clientIds: readonly string[];
}

const none = ['00000000-0000-0000-0000-000000000000'];
const orNone = (values: readonly string[]) => (values.length > 0 ? [...values] : none);

function bookingsOf(eb: ExpressionBuilder<DB, 'bookings'>, scope: PersonScope) {
  return eb.and([
    ...(scope.shopId ? [eb('shop_id', '=', scope.shopId)] : []),
    eb.or([
      eb('user_id', 'in', orNone(scope.userIds)),
      eb('client_id', 'in', orNone(scope.clientIds)),
      eb(eb.fn('lower', ['customer_email']), 'in', orNone(scope.emails)),
      eb(
        sql<string>`regexp_replace(coalesce(customer_phone, ''), '\\D', '', 'g')`,
        'in',
        orNone(scope.phoneKeys),
      ),
    ]),
  ]);
}

function reservationsOf(eb: ExpressionBuilder<DB, 'reservations'>, scope: PersonScope) {
  return eb.and([
    ...(scope.shopId ? [eb('shop_id', '=', scope.shopId)] : []),
    eb.or([
      eb('user_id', 'in', orNone(scope.userIds)),
      eb('client_id', 'in', orNone(scope.clientIds)),
      eb(eb.fn('lower', ['email']), 'in', orNone(scope.emails)),
      eb(sql<string>`regexp_replace(coalesce(phone, ''), '\\D', '', 'g')`, 'in', orNone(scope.phoneKeys)),
    ]),
  ]);
}

function clientsOf(eb: ExpressionBuilder<DB, 'clients'>, scope: PersonScope) {
  return eb.and([
    ...(scope.shopId ? [eb('shop_id', '=', scope.shopId)] : []),
    eb.or([
      eb('id', 'in', orNone(scope.clientIds)),
      eb('user_id', 'in', orNone(scope.userIds)),
      eb(eb.fn('lower', ['email']), 'in', orNone(scope.emails)),
      eb('phone_key', 'in', orNone(scope.phoneKeys)),
    ]),
  ]);
}

function waitlistEntriesOf(eb: ExpressionBuilder<DB, 'waitlist_entries'>, scope: PersonScope) {
  return eb.and([
    ...(scope.shopId ? [eb('shop_id', '=', scope.shopId)] : []),
    eb.or([
      eb('user_id', 'in', orNone(scope.userIds)),
      eb(eb.fn('lower', ['customer_email']), 'in', orNone(scope.emails)),
      eb(
        sql<string>`regexp_replace(coalesce(customer_phone, ''), '\\D', '', 'g')`,
        'in',
        orNone(scope.phoneKeys),
      ),
    ]),
  ]);
}

/** Reviews of the person's visits, or written from their account. */
function reviewsOf(eb: ExpressionBuilder<DB, 'reviews'>, scope: PersonScope) {
  return eb.and([
    ...(scope.shopId ? [eb('shop_id', '=', scope.shopId)] : []),
    eb.or([
      eb('user_id', 'in', orNone(scope.userIds)),
      eb(
        'booking_id',
        'in',
        eb
          .selectFrom('bookings')
          .select('id')
          .where((inner) => bookingsOf(inner, scope)),
      ),
    ]),
  ]);
}

/** The photos of the clients' records with their images inline, so the one document holds them. */
async function clientPhotosWithImages(
  db: Kysely<Database>,
  storage: FileStorage,
  clientIds: readonly string[],
) {
  if (clientIds.length === 0) return [];
  const rows = await db
    .selectFrom('client_photos')
    .select(['id', 'client_id', 'shop_id', 'booking_id', 'consent_at', 'created_at', 'file_name'])
    .where('client_id', 'in', [...clientIds])
    .orderBy('created_at')
    .execute();
  const photos = [];
  for (const { file_name, ...row } of rows) {
    const file = await storage.get(file_name);
    photos.push({
      ...row,
      image: file ? `data:${file.contentType};base64,${file.data.toString('base64')}` : null,
    });
  }
  return photos;
}

/** Everything held about the person in the scope, as rows per kind (photos with their images). */
export async function personRows(
  db: Kysely<Database>,
  storage: FileStorage,
  scope: PersonScope,
): Promise<Record<string, unknown[]>> {
  const shop = scope.shopId;
  const bookings = await db
    .selectFrom('bookings')
    .select([
      'id',
      'shop_id',
      'start_at',
      'end_at',
      'status',
      'source',
      'customer_name',
      'customer_email',
      'customer_phone',
      'notes',
      'created_at',
      'cancelled_at',
    ])
    .where((eb) => bookingsOf(eb, scope))
    .orderBy('start_at')
    .execute();
  const treatments =
    bookings.length === 0
      ? []
      : await db
          .selectFrom('booking_treatments')
          .select(['booking_id', 'name', 'price_cents', 'duration_minutes'])
          .where(
            'booking_id',
            'in',
            bookings.map((booking) => booking.id),
          )
          .execute();
  const reservations = await db
    .selectFrom('reservations')
    .select(['id', 'shop_id', 'date_time', 'persons', 'status', 'name', 'email', 'phone', 'created_at'])
    .where((eb) => reservationsOf(eb, scope))
    .execute();
  const vouchers = await db
    .selectFrom('vouchers')
    .select([
      'id',
      'shop_id',
      'code',
      'name',
      'total_cents',
      'remaining_cents',
      'expires_at',
      'active',
      'buyer_name',
      'buyer_email',
      'recipient_name',
      'recipient_email',
      'message',
      'purchased_at',
    ])
    .where((eb) =>
      eb.and([
        ...(shop ? [eb('shop_id', '=', shop)] : []),
        eb.or([
          eb('holder_id', 'in', orNone(scope.userIds)),
          eb(eb.fn('lower', ['buyer_email']), 'in', orNone(scope.emails)),
          eb(eb.fn('lower', ['recipient_email']), 'in', orNone(scope.emails)),
        ]),
      ]),
    )
    .execute();
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'shop_id', 'name', 'email', 'phone', 'marketing_consent', 'created_at'])
    .where((eb) => clientsOf(eb, scope))
    .execute();
  const clientNotes =
    clients.length === 0
      ? []
      : await db
          .selectFrom('client_notes')
          .select(['client_id', 'shop_id', 'text', 'author_name', 'created_at'])
          .where(
            'client_id',
            'in',
            clients.map((client) => client.id),
          )
          .execute();
  const clientPhotos = await clientPhotosWithImages(
    db,
    storage,
    clients.map((client) => client.id),
  );
  const byUser = async <T extends 'customer_stamp_cards' | 'gift_claims' | 'deal_purchases' | 'orders'>(
    table: T,
  ) =>
    db
      .selectFrom(table as 'orders')
      .selectAll()
      .where('user_id', 'in', orNone(scope.userIds))
      .where((eb) => (shop ? eb('shop_id', '=', shop) : eb.val(true)))
      .execute();
  return {
    bookings: bookings.map((booking) => ({
      ...booking,
      treatments: treatments.filter((line) => line.booking_id === booking.id),
    })),
    reservations,
    vouchers,
    clientRecords: clients.map((client) => ({
      ...client,
      notes: clientNotes.filter((note) => note.client_id === client.id),
      photos: clientPhotos.filter((photo) => photo.client_id === client.id),
    })),
    reviews: await db
      .selectFrom('reviews')
      .select(['id', 'shop_id', 'booking_id', 'author_name', 'rating', 'text', 'answer', 'created_at'])
      .where((eb) => reviewsOf(eb, scope))
      .execute(),
    waitlistEntries: await db
      .selectFrom('waitlist_entries')
      .select([
        'id',
        'shop_id',
        'treatment_ids',
        'from_at',
        'to_at',
        'customer_name',
        'customer_email',
        'customer_phone',
        'status',
        'created_at',
      ])
      .where((eb) => waitlistEntriesOf(eb, scope))
      .execute(),
    stampCards: await byUser('customer_stamp_cards'),
    giftClaims: await byUser('gift_claims'),
    orders: await byUser('orders'),
    ...(shop
      ? {}
      : {
          dealPurchases: await db
            .selectFrom('deal_purchases')
            .selectAll()
            .where('user_id', 'in', orNone(scope.userIds))
            .execute(),
          partnerCards: await db
            .selectFrom('customer_partner_cards')
            .select(['partner_card_id', 'number', 'created_at'])
            .where('user_id', 'in', orNone(scope.userIds))
            .execute(),
          favouriteStudios: await db
            .selectFrom('favourite_studios')
            .selectAll()
            .where('user_id', 'in', orNone(scope.userIds))
            .execute(),
          followedShops: await db
            .selectFrom('shop_followers')
            .selectAll()
            .where('user_id', 'in', orNone(scope.userIds))
            .execute(),
          inbox: await db
            .selectFrom('push_inbox')
            .selectAll()
            .where('user_id', 'in', orNone(scope.userIds))
            .execute(),
        }),
  };
}

/**
 * Removes the person from the scope; run inside the caller's transaction. Answers the stored files
 * of the client photos (originals and thumbnails) whose rows went, for the caller to delete once the transaction committed.
 */
export async function erasePersonRows(
  db: Kysely<Database>,
  scope: PersonScope,
  now: Date,
): Promise<{ photoFiles: string[] }> {
  const shop = scope.shopId;
  // Reviews are public words, not anyone's books: they go with the person (before the bookings
  // that find them lose their names).
  await db
    .deleteFrom('reviews')
    .where((eb) => reviewsOf(eb, scope))
    .execute();
  await db
    .deleteFrom('waitlist_entries')
    .where((eb) => waitlistEntriesOf(eb, scope))
    .execute();
  await db
    .updateTable('bookings')
    .set({
      customer_name: '',
      customer_email: null,
      customer_phone: null,
      notes: null,
      user_id: null,
      anonymised_at: now,
    })
    .where((eb) => bookingsOf(eb, scope))
    .execute();
  await db
    .updateTable('reservations')
    .set({ name: '', email: '', phone: null, user_id: null, anonymised_at: now })
    .where((eb) => reservationsOf(eb, scope))
    .execute();
  const voucherShop = <T>(eb: ExpressionBuilder<DB, 'vouchers'>, condition: T) =>
    shop ? eb.and([eb('shop_id', '=', shop), condition as never]) : (condition as never);
  await db
    .updateTable('vouchers')
    .set({ buyer_name: '', buyer_email: '', message: null })
    .where((eb) => voucherShop(eb, eb(eb.fn('lower', ['buyer_email']), 'in', orNone(scope.emails))))
    .execute();
  await db
    .updateTable('vouchers')
    .set({ recipient_name: null, recipient_email: null, message: null })
    .where((eb) => voucherShop(eb, eb(eb.fn('lower', ['recipient_email']), 'in', orNone(scope.emails))))
    .execute();
  await db
    .updateTable('voucher_log')
    .set({ account_name: null })
    .where('account_id', 'in', orNone(scope.userIds))
    .where((eb) => (shop ? eb('shop_id', '=', shop) : eb.val(true)))
    .execute();
  const photoFiles = await db
    .deleteFrom('client_photos')
    .where('client_id', 'in', (eb) =>
      eb
        .selectFrom('clients')
        .select('id')
        .where((inner) => clientsOf(inner, scope)),
    )
    .returning(['file_name', 'thumbnail_file_name'])
    .execute();
  await db
    .deleteFrom('clients')
    .where((eb) => clientsOf(eb, scope))
    .execute();
  // The outbox is the mails' way out, not anyone's books: mails to the person, or naming their
  // email or phone number (a studio's notice of a new booking), go.
  await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['to_address']), 'in', orNone(scope.emails)),
        ...scope.emails.map((email) => eb(sql<string>`mail_outbox::text`, 'ilike', containsPattern(email))),
        ...scope.phoneKeys.map((phone) =>
          eb(sql<string>`regexp_replace(mail_outbox::text, '\\D', '', 'g')`, 'like', containsPattern(phone)),
        ),
      ]),
    )
    .execute();
  return {
    photoFiles: photoFiles.flatMap((row) =>
      row.thumbnail_file_name ? [row.file_name, row.thumbnail_file_name] : [row.file_name],
    ),
  };
}

/** Ends the account itself: its sign-ins, its own records and every personal field of the user row. */
export async function eraseAccountRows(db: Kysely<Database>, userId: string): Promise<void> {
  for (const table of [
    'auth_tokens',
    'customer_partner_cards',
    'push_subscriptions',
    'push_inbox',
    'shop_followers',
    'favourite_studios',
    'tour_progress',
    'idempotency_keys',
    'event_stream_leases',
  ] as const) {
    await db
      .deleteFrom(table as 'auth_tokens')
      .where('user_id', '=', userId)
      .execute();
  }
  await db
    .updateTable('users')
    .set((eb) => ({
      email: `erased-${userId}@erased.invalid`,
      name: '',
      first_name: null,
      last_name: null,
      password_hash: null,
      disabled: true,
      session_generation: eb('session_generation', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Clients without an account (nor one among the records merged into them) whose last contact with
 * the studio, and every booking and reservation of theirs, lie before `before`.
 */
export async function clientsPastRetention(db: Kysely<Database>, before: Date, limit: number) {
  return db
    .selectFrom('clients as c')
    .select(['c.id', 'c.shop_id', 'c.email', 'c.phone_key'])
    .where('c.user_id', 'is', null)
    .where('c.merged_into_id', 'is', null)
    .where('c.last_contact_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('clients as m')
            .select('m.id')
            .whereRef('m.merged_into_id', '=', 'c.id')
            .where('m.user_id', 'is not', null),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bookings as b')
            .select('b.id')
            .whereRef('b.client_id', '=', 'c.id')
            .where('b.end_at', '>=', before),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reservations as r')
            .select('r.id')
            .whereRef('r.client_id', '=', 'c.id')
            .where('r.date_time', '>=', before),
        ),
      ),
    )
    .orderBy('c.last_contact_at')
    .limit(limit)
    .execute();
}

export function findAccountRow(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'name',
      'first_name',
      'last_name',
      'role',
      'shop_id',
      'guest',
      'locale',
      'email_verified',
      'privacy_consent_at',
      'created_at',
      'last_login_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The emails and phone numbers studios know the account by, from its client records. */
export async function accountContactKeys(
  db: Kysely<Database>,
  userId: string,
): Promise<{ emails: string[]; phoneKeys: string[] }> {
  const rows = await db
    .selectFrom('clients')
    .select(['email', 'phone_key'])
    .where('user_id', '=', userId)
    .execute();
  return {
    emails: rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])),
    phoneKeys: rows.flatMap((row) => (row.phone_key ? [row.phone_key] : [])),
  };
}

/** How many admins the shop has besides the given user. */
export async function otherShopAdminCount(
  db: Kysely<Database>,
  shopId: string,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shop_id', '=', shopId)
    .where('role', '=', 'shopAdmin')
    .where('disabled', '=', false)
    .where('id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The records merged into these clients, for erasing a client's whole group. */
export function mergedClientRows(db: Kysely<Database>, shopId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('clients')
    .select(['id', 'user_id', 'email', 'phone_key'])
    .where('shop_id', '=', shopId)
    .where('merged_into_id', 'in', orNone(clientIds))
    .execute();
}
