import { serviceTemplateListSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export type ServiceTemplate = z.infer<typeof serviceTemplateListSchema>[number];

/** Ready-made treatments for a nail studio to start from. */
export function listServiceTemplates(shopId: string, signal?: AbortSignal): Promise<ServiceTemplate[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/service-templates`, {
    schema: serviceTemplateListSchema,
    signal,
  });
}

export const serviceTemplatesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.serviceTemplates(shopId),
    queryFn: ({ signal }) => listServiceTemplates(shopId, signal),
    staleTime: 60 * 60_000,
  });

export function useServiceTemplates(shopId: string, options: { enabled: boolean }) {
  return useQuery({ ...serviceTemplatesQueryOptions(shopId), enabled: options.enabled });
}
