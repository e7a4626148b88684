// Calendar subscriptions: POST shops/{shopId}/calendar-feeds, GET shops/{shopId}/calendar-feeds,
// DELETE shops/{shopId}/calendar-feeds/{id} (owner); the address itself answers text/calendar.
import { z } from 'zod';

export const calendarFeedWriteSchema = z.object({
  /** A team member's appointments; without it the whole studio's. */
  teamMemberId: z.string().max(64).optional(),
});
export type CalendarFeedWrite = z.infer<typeof calendarFeedWriteSchema>;

export const calendarFeedSchema = z
  .object({
    id: z.string(),
    teamMemberId: z.string().nullable(),
    teamMemberName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The answer of creating a feed: the only time its secret address is shown. */
export const createdCalendarFeedSchema = calendarFeedSchema
  .extend({ url: z.string() })
  .meta({ id: 'CreatedCalendarFeed' });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

export const calendarFeedListSchema = z.array(calendarFeedSchema);

/** How far back and ahead a feed reaches, in days. */
export const calendarFeedPastDays = 30;
export const calendarFeedFutureDays = 365;
