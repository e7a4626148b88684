import type { Service } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

// zod/mini, typed against the contract: the studio page and the booking page load this first.
const bookableServicesSchema: z.ZodMiniType<Service[]> = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.nullable(z.string()),
    category: z.nullable(z.string()),
    priceCents: z.number(),
    durationMinutes: z.number(),
    active: z.boolean(),
    position: z.number(),
    teamMemberIds: z.array(z.string()),
    extras: z.array(
      z.object({ name: z.string(), kind: z.enum(['direct', 'perUnit']), priceCents: z.number() }),
    ),
  }),
);

/** The studio's treatments (public: the active ones; the studio's own admins get all). */
export function listBookableServices(shopId: string, signal?: AbortSignal): Promise<Service[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/services`, { schema: bookableServicesSchema, signal });
}

// Inactive ones reach only the studio's admins; customers never book them. A stable function, so
// the filtered list keeps its identity between renders.
const activeOnly = (services: Service[]) => services.filter((service) => service.active);

export const bookableServicesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.bookingFlowServices(shopId),
    queryFn: ({ signal }) => listBookableServices(shopId, signal),
    select: activeOnly,
  });

export function useBookableServices(shopId: string) {
  return useQuery(bookableServicesQueryOptions(shopId));
}
