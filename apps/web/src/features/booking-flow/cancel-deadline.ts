// When a customer can still cancel online: until the cutoff before the appointment, as the server
// decides it. A booking made closer than that (e.g. for today) cannot be cancelled online at all,
// and the pages say so instead of promising the usual hours.
import { customerCancelCutoffHours } from '@studio/domain/booking-contract';

export interface CancelDeadline {
  /** The last instant (ISO) an online cancellation is accepted. */
  until: string;
  /** Whether that instant is still ahead. */
  possible: boolean;
}

export function cancelDeadlineOf(start: string, now: number = Date.now()): CancelDeadline {
  const until = Date.parse(start) - customerCancelCutoffHours * 60 * 60 * 1000;
  return { until: new Date(until).toISOString(), possible: now <= until };
}
