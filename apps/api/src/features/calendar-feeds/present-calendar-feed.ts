import type { CalendarFeed } from '@studio/domain/calendar-feed-contract';
import type { listShopCalendarFeeds } from './calendar-feeds.repo.ts';

type CalendarFeedRow = Awaited<ReturnType<typeof listShopCalendarFeeds>>[number];

export function presentCalendarFeed(row: CalendarFeedRow): CalendarFeed {
  return {
    id: row.id,
    teamMemberId: row.team_member_id,
    teamMemberName: row.team_member_name,
    createdAt: row.created_at.toISOString(),
  };
}
