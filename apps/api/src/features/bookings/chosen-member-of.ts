import type { Kysely } from 'kysely';
import type { BookingRow, Database } from '../../db/schema.ts';
import { findTeamMemberName } from '../team/team.public.ts';

/**
 * The team member the customer chose when booking, as long as they are still on the team: a
 * customer's move keeps them. One who has left no longer narrows the choice.
 */
export async function chosenMemberOf(db: Kysely<Database>, booking: BookingRow): Promise<string | undefined> {
  const chosen = booking.preferred_team_member_id;
  if (chosen === null) return undefined;
  return (await findTeamMemberName(db, booking.shop_id, chosen)) !== undefined ? chosen : undefined;
}
