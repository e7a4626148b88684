import {
  type AdminAppointment,
  type AdminAppointmentsQuery,
  adminAppointmentListSchema,
} from '@studio/domain/admin-appointments-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ListPage } from '../../../lib/api-client.ts';
import type { CursorPage } from '../../../lib/use-cursor-pages.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export type AppointmentFilter = Omit<AdminAppointmentsQuery, 'limit' | 'offset' | 'cursor'>;

/** GET bookings (global admin): appointments across studios, newest first, with the number of all matches. */
export function listAdminAppointments(
  filter: AppointmentFilter,
  page: CursorPage,
  signal?: AbortSignal,
): Promise<ListPage<AdminAppointment[]>> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) query.set('cursor', page.cursor);
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, String(value));
  return api.list(`/bookings?${query.toString()}`, { schema: adminAppointmentListSchema, signal });
}

export const adminAppointmentsQueryOptions = (filter: AppointmentFilter, page: CursorPage) =>
  queryOptions({
    queryKey: queryKeys.adminAppointments(filter, page),
    queryFn: ({ signal }) => listAdminAppointments(filter, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminAppointments(filter: AppointmentFilter, page: CursorPage) {
  return useQuery(adminAppointmentsQueryOptions(filter, page));
}
