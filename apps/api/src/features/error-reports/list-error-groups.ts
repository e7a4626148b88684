import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listErrorGroups, listLatestEventsOf } from './error-events.repo.ts';

/** Events kept per group in the answer: the latest few, for the detail list. */
const eventsPerGroup = 20;

export async function listErrorGroupsWithEvents(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
) {
  const { groups, total } = await listErrorGroups(db, page);
  const events = await listLatestEventsOf(
    db,
    groups.map((group) => group.message),
    eventsPerGroup,
  );
  return {
    total,
    groups: groups.map((group) => ({
      message: group.message,
      count: group.count,
      firstSeen: new Date(group.first_seen).toISOString(),
      lastSeen: new Date(group.last_seen).toISOString(),
      events: events
        .filter((event) => event.message === group.message)
        .map((event) => ({
          id: event.id,
          source: event.source,
          level: event.level,
          exceptionType: event.exception_type,
          exceptionValue: event.exception_value,
          errorCode: event.error_code,
          release: event.release,
          url: event.url,
          userAgent: event.user_agent,
          occurredAt: event.occurred_at.toISOString(),
          receivedAt: event.received_at.toISOString(),
        })),
    })),
  };
}
