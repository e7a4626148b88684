// All SQL of the waitlist. The job reads across shops (the waiting entries in joining order); a
// claim moves an entry from waiting to notified once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertWaitlistEntry(
  db: Kysely<Database>,
  shopId: string,
  entry: {
    id: string;
    userId: string;
    treatmentIds: string[];
    from: Date;
    to: Date;
    name: string;
    email: string;
    phone: string | null;
    messagingConsent: boolean;
    locale: string;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('waitlist_entries')
    .values({
      id: entry.id,
      shop_id: shopId,
      user_id: entry.userId,
      treatment_ids: entry.treatmentIds,
      from_at: entry.from,
      to_at: entry.to,
      customer_name: entry.name,
      customer_email: entry.email,
      customer_phone: entry.phone,
      messaging_consent: entry.messagingConsent,
      locale: entry.locale,
      created_at: entry.createdAt,
    })
    .execute();
}

export function findAccountContact(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'guest'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Entries whose range has ended stop waiting. */
export async function expireEndedEntries(db: Kysely<Database>, now: Date): Promise<number> {
  const expired = await db
    .updateTable('waitlist_entries')
    .set({ status: 'expired' })
    .where('status', '=', 'waiting')
    .where('to_at', '<=', now)
    .returning('id')
    .execute();
  return expired.length;
}

/** The waiting entries in joining order. */
export function listWaitingEntries(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('status', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Marks the entry as told; false when another run told it first. */
export async function claimEntry(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('waitlist_entries')
    .set({ status: 'notified', notified_at: now })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
