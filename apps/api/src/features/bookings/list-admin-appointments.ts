import type {
  AdminAppointment,
  adminAppointmentsQuerySchema,
} from '@studio/domain/admin-appointments-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MatchCount } from '../../db/match-count.ts';
import type { Database } from '../../db/schema.ts';
import { listAdminAppointmentRows } from './admin-appointments.repo.ts';

/** GET bookings (global admin): one page of appointments across studios, and the number of all matches. */
export async function listAdminAppointments(
  db: Kysely<Database>,
  query: z.output<typeof adminAppointmentsQuerySchema>,
): Promise<{ items: AdminAppointment[]; count: MatchCount; nextCursor: string | undefined }> {
  const { limit, offset, cursor, ...filter } = query;
  const { rows, count, nextCursor } = await listAdminAppointmentRows(db, filter, { limit, offset, cursor });
  return {
    count,
    nextCursor,
    items: rows.map((row) => ({
      id: row.id,
      shopId: row.shop_id,
      shopName: row.shop_name,
      shopTimezone: row.shop_timezone,
      start: row.start_at.toISOString(),
      end: row.end_at.toISOString(),
      status: row.status,
      source: row.source,
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      customerPhone: row.customer_phone,
      teamMemberName: row.team_member_name,
      treatments: row.treatments ?? [],
      priceCents: row.price_cents ?? 0,
    })),
  };
}
