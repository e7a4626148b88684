import type { TeamMember } from '@studio/domain/booking-contract';
import type { TeamMemberRow } from '../../db/schema.ts';

/** Everyone sees name, colour and description; email and phone only the shop's admins. */
export function presentTeamMember(row: TeamMemberRow, options: { withContact: boolean }): TeamMember {
  return {
    id: row.id,
    name: row.name,
    ...(options.withContact ? { email: row.email, phone: row.phone } : {}),
    color: row.color,
    description: row.description,
    position: row.position,
  };
}
