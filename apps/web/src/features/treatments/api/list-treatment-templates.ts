import { treatmentTemplateListSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export type TreatmentTemplate = z.infer<typeof treatmentTemplateListSchema>[number];

/** Ready-made treatments for a nail studio to start from. */
export function listTreatmentTemplates(shopId: string, signal?: AbortSignal): Promise<TreatmentTemplate[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/service-templates`, {
    schema: treatmentTemplateListSchema,
    signal,
  });
}

export const treatmentTemplatesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.treatmentTemplates(shopId),
    queryFn: ({ signal }) => listTreatmentTemplates(shopId, signal),
    staleTime: 60 * 60_000,
  });

export function useTreatmentTemplates(shopId: string, options: { enabled: boolean }) {
  return useQuery({ ...treatmentTemplatesQueryOptions(shopId), enabled: options.enabled });
}
