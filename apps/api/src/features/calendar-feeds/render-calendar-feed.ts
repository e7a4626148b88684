// GET calendar-feeds/{token}: what a calendar app fetches. The appointments of the feed's team
// member (or the whole studio) from a month back to a year ahead, each with the treatments and the
// client's first name only: the address may end up in a shared calendar, so no contact data.
import { calendarFeedFutureDays, calendarFeedPastDays } from '@studio/domain/calendar-feed-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { firstNameOf } from '@studio/domain/review-contract';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { feedTokenHash } from './calendar-feed-tokens.ts';
import { feedTreatmentNames, findFeedByTokenHash, listFeedAppointments } from './calendar-feeds.repo.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The feed as iCalendar text; 404 when the token names no feed (never made, or revoked). */
export async function renderCalendarFeed(db: Kysely<Database>, token: string, now: number): Promise<string> {
  const feed = token.length <= 100 ? await findFeedByTokenHash(db, feedTokenHash(token)) : undefined;
  if (!feed) throw new AppError(ErrorCode.notFound);
  const appointments = await listFeedAppointments(db, feed.shop_id, {
    from: new Date(now - calendarFeedPastDays * dayMs),
    to: new Date(now + calendarFeedFutureDays * dayMs),
    teamMemberId: feed.team_member_id,
  });
  const treatments = await feedTreatmentNames(
    db,
    feed.shop_id,
    appointments.map((appointment) => appointment.id),
  );
  const calendar = ical({
    name: feed.team_member_name ? `${feed.shop_name} – ${feed.team_member_name}` : feed.shop_name,
    prodId: { company: 'Studioly', product: 'calendar-feed' },
    timezone: feed.timezone,
    // Calendar apps that honour it look again every quarter hour.
    ttl: 15 * 60,
  });
  for (const appointment of appointments) {
    const names = treatments.get(appointment.id) ?? [];
    calendar.createEvent({
      id: `${appointment.id}@studioly`,
      start: appointment.start_at,
      end: appointment.end_at,
      timezone: feed.timezone,
      stamp: appointment.updated_at,
      lastModified: appointment.updated_at,
      sequence: appointment.sequence,
      summary: [names.join(', '), firstNameOf(appointment.customer_name)].filter(Boolean).join(' · '),
      status: appointment.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
