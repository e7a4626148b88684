// A client's photos of past work: the rows that name the stored files, always within one shop.
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/generated-schema.ts';
import type { Database } from '../../db/schema.ts';

export type ClientPhotoRow = Selectable<DB['client_photos']> & { visit_start: Date | null };

export function photoRowsOfClients(db: Kysely<Database>, shopId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('client_photos as p')
    .leftJoin('bookings as b', (join) => join.onRef('b.id', '=', 'p.booking_id').on('b.shop_id', '=', shopId))
    .selectAll('p')
    .select('b.start_at as visit_start')
    .where('p.shop_id', '=', shopId)
    .where('p.client_id', 'in', [...clientIds])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .execute();
}

export function findPhotoRow(
  db: Kysely<Database>,
  shopId: string,
  photoId: string,
): Promise<ClientPhotoRow | undefined> {
  return db
    .selectFrom('client_photos as p')
    .leftJoin('bookings as b', (join) => join.onRef('b.id', '=', 'p.booking_id').on('b.shop_id', '=', shopId))
    .selectAll('p')
    .select('b.start_at as visit_start')
    .where('p.shop_id', '=', shopId)
    .where('p.id', '=', photoId)
    .executeTakeFirst();
}

export function insertPhotoRow(
  db: Kysely<Database>,
  shopId: string,
  values: {
    id: string;
    clientId: string;
    bookingId: string | null;
    fileName: string;
    thumbnailFileName: string;
    width: number;
    height: number;
    byteSize: number;
    consentAt: Date;
    uploadedBy: string;
    uploadedByName: string;
  },
) {
  return db
    .insertInto('client_photos')
    .values({
      id: values.id,
      shop_id: shopId,
      client_id: values.clientId,
      booking_id: values.bookingId,
      file_name: values.fileName,
      thumbnail_file_name: values.thumbnailFileName,
      width: values.width,
      height: values.height,
      byte_size: values.byteSize,
      consent_at: values.consentAt,
      uploaded_by: values.uploadedBy,
      uploaded_by_name: values.uploadedByName,
      created_at: values.consentAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the photo's row; answers its stored files' names (original, thumbnail), or undefined when there was none. */
export async function deletePhotoRow(
  db: Kysely<Database>,
  shopId: string,
  photoId: string,
): Promise<string[] | undefined> {
  const row = await db
    .deleteFrom('client_photos')
    .where('shop_id', '=', shopId)
    .where('id', '=', photoId)
    .returning(['file_name', 'thumbnail_file_name'])
    .executeTakeFirst();
  if (!row) return undefined;
  return row.thumbnail_file_name ? [row.file_name, row.thumbnail_file_name] : [row.file_name];
}

/** How many photos the client group has. */
export async function countPhotosOfClients(
  db: Kysely<Database>,
  shopId: string,
  clientIds: readonly string[],
): Promise<number> {
  const row = await db
    .selectFrom('client_photos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('shop_id', '=', shopId)
    .where('client_id', 'in', [...clientIds])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the booking is one of this client group's visits in the shop. */
export async function isGroupBooking(
  db: Kysely<Database>,
  shopId: string,
  clientIds: readonly string[],
  bookingId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', '=', bookingId)
    .where('client_id', 'in', [...clientIds])
    .executeTakeFirst();
  return row !== undefined;
}

/** Every stored photo file (original or thumbnail) some row names, for the cleanup of files whose row went. */
export async function listReferencedPhotoFileNames(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('client_photos').select(['file_name', 'thumbnail_file_name']).execute();
  return new Set(
    rows.flatMap((row) => [row.file_name, ...(row.thumbnail_file_name ? [row.thumbnail_file_name] : [])]),
  );
}
