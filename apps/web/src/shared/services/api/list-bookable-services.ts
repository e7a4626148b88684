import { type Service, serviceListSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

/** The studio's treatments (public: the active ones; the studio's own admins get all). */
export function listBookableServices(shopId: string, signal?: AbortSignal): Promise<Service[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/services`, { schema: serviceListSchema, signal });
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
