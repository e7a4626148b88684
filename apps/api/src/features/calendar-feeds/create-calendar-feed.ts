// POST shops/{shopId}/calendar-feeds: a new secret address for a team member's appointments or the
// whole studio's. The address is answered once; only its token's hash is kept.
import { randomUUID } from 'node:crypto';
import type { CalendarFeedWrite, CreatedCalendarFeed } from '@studio/domain/calendar-feed-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findTeamMemberName, requireTeamMemberOfShop } from '../team/team.public.ts';
import { feedTokenHash, feedUrlOf, newFeedToken } from './calendar-feed-tokens.ts';
import { insertCalendarFeed } from './calendar-feeds.repo.ts';

export async function createCalendarFeed(
  db: Kysely<Database>,
  shopId: string,
  input: CalendarFeedWrite,
  context: { createdBy: string; publicUrl: string; now: number },
): Promise<CreatedCalendarFeed> {
  const teamMemberId = input.teamMemberId
    ? await requireTeamMemberOfShop(db, shopId, input.teamMemberId)
    : null;
  const id = randomUUID();
  const token = newFeedToken();
  const createdAt = new Date(context.now);
  await insertCalendarFeed(db, shopId, {
    id,
    teamMemberId,
    tokenHash: feedTokenHash(token),
    createdBy: context.createdBy,
    createdAt,
  });
  return {
    id,
    teamMemberId,
    teamMemberName: teamMemberId ? ((await findTeamMemberName(db, shopId, teamMemberId)) ?? null) : null,
    createdAt: createdAt.toISOString(),
    url: feedUrlOf(context.publicUrl, token),
  };
}
