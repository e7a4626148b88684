import type { Treatment } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';
import { queryKeys } from '../../query-keys.ts';

// valibot, typed against the contract: the studio page and the booking page load this first
// (valibot-answer-schema.ts says why not zod).
const bookableServicesShape: v.GenericSchema<Treatment[]> = v.array(
  v.object({
    id: v.string(),
    name: v.string(),
    description: v.nullable(v.string()),
    category: v.nullable(v.string()),
    priceCents: v.number(),
    durationMinutes: v.number(),
    active: v.boolean(),
    position: v.number(),
    teamMemberIds: v.array(v.string()),
    extras: v.array(
      v.object({ name: v.string(), kind: v.picklist(['direct', 'perUnit']), priceCents: v.number() }),
    ),
  }),
);
const bookableServicesSchema = valibotAnswerSchema(bookableServicesShape);

/** The studio's treatments (public: the active ones; the studio's own admins get all). */
export function listBookableTreatments(shopId: string, signal?: AbortSignal): Promise<Treatment[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/services`, { schema: bookableServicesSchema, signal });
}

// Inactive ones reach only the studio's admins; customers never book them. A stable function, so
// the filtered list keeps its identity between renders.
const activeOnly = (services: Treatment[]) => services.filter((service) => service.active);

export const bookableTreatmentsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.bookingFlowServices(shopId),
    queryFn: ({ signal }) => listBookableTreatments(shopId, signal),
    select: activeOnly,
  });

export function useBookableTreatments(shopId: string) {
  return useQuery(bookableTreatmentsQueryOptions(shopId));
}
