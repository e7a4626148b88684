import type { TeamMember } from '@studio/domain/booking-contract';
import { unassignedKey } from './calendar-events.ts';

/**
 * What a login linked to a calendar column hides when the calendar opens on a phone: everyone
 * else and the unassigned bookings, so their own day fills the narrow screen. Nothing when they
 * have no column, or it is no longer in the team.
 */
export function hiddenForOwnColumn(
  team: readonly TeamMember[],
  ownMemberId: string | null | undefined,
): Set<string> {
  if (!ownMemberId || !team.some((member) => member.id === ownMemberId)) return new Set();
  return new Set([
    ...team.filter((member) => member.id !== ownMemberId).map((member) => member.id),
    unassignedKey,
  ]);
}
