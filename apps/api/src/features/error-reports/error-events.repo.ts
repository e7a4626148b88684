// Stored error reports (no SENTRY_DSN configured): written by the tunnel and by the API's own 5xx.
import { type Kysely, sql } from 'kysely';
import type { Database, ErrorEventsTable } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface ErrorEventRecord {
  source: ErrorEventsTable['source'];
  message: string;
  exceptionType: string | null;
  exceptionValue: string | null;
  level: string;
  release: string | null;
  url: string | null;
  userAgent: string | null;
  errorCode: number | null;
  occurredAt: Date;
}

/**
 * Stores events and, in the same transaction, deletes the oldest beyond `keepAtMost`, so that a
 * flood of reports replaces old ones instead of filling the disk.
 */
export async function insertErrorEvents(
  db: Kysely<Database>,
  events: readonly ErrorEventRecord[],
  keepAtMost: number,
): Promise<void> {
  if (events.length === 0) return;
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('error_events')
      .values(
        events.map((event) => ({
          source: event.source,
          message: event.message,
          exception_type: event.exceptionType,
          exception_value: event.exceptionValue,
          level: event.level,
          release: event.release,
          url: event.url,
          user_agent: event.userAgent,
          error_code: event.errorCode,
          occurred_at: event.occurredAt,
        })),
      )
      .execute();
    await trx
      .deleteFrom('error_events')
      .where(
        'id',
        'in',
        trx
          .selectFrom('error_events')
          .select('id')
          .orderBy('received_at', 'desc')
          .orderBy('id', 'desc')
          .offset(keepAtMost),
      )
      .execute();
  });
}

/** Deletes the events received before `before`; answers how many. */
export async function deleteErrorEventsReceivedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('error_events').where('received_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface ErrorGroupRow {
  message: string;
  count: number;
  first_seen: Date;
  last_seen: Date;
}

/** Events grouped by message, most recently seen first. */
export async function listErrorGroups(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<{ groups: ErrorGroupRow[]; total: number }> {
  const groups = await db
    .selectFrom('error_events')
    .select((eb) => [
      'message',
      sql<number>`count(*)::integer`.as('count'),
      eb.fn.min('received_at').as('first_seen'),
      eb.fn.max('received_at').as('last_seen'),
    ])
    .groupBy('message')
    .orderBy('last_seen', 'desc')
    .orderBy('message')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = await db
    .selectFrom('error_events')
    .select(sql<number>`count(DISTINCT message)::integer`.as('total'))
    .executeTakeFirstOrThrow();
  return { groups, total: total.total };
}

/** The latest events of each given message, at most `perGroup` each, newest first. */
export async function listLatestEventsOf(
  db: Kysely<Database>,
  messages: readonly string[],
  perGroup: number,
) {
  if (messages.length === 0) return [];
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('error_events')
        .selectAll()
        .select(
          sql<number>`row_number() OVER (PARTITION BY message ORDER BY received_at DESC, id)`.as('position'),
        )
        .where('message', 'in', messages)
        .as('ranked'),
    )
    .selectAll()
    .where('position', '<=', perGroup)
    .orderBy('received_at', 'desc')
    .execute();
}
