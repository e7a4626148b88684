import { type StudioPageSections, studioPageSectionNames } from '@studio/domain/studio-page-sections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';
import { queryKeys } from '../../query-keys.ts';

// The customer pages read this on their first load: valibot, as for the shop and its flags.
const studioPageSectionsSchema = valibotAnswerSchema(
  v.object(
    Object.fromEntries(studioPageSectionNames.map((name) => [name, v.boolean()])) as Record<
      keyof StudioPageSections,
      v.BooleanSchema<undefined>
    >,
  ),
);

/** Which links and tabs of the studio page have something in them (module on and content there). */
export function getStudioPageSections(shopId: string, signal?: AbortSignal): Promise<StudioPageSections> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/page-sections`, {
    schema: studioPageSectionsSchema,
    signal,
  });
}

export const studioPageSectionsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.studioPageSections(shopId),
    queryFn: ({ signal }) => getStudioPageSections(shopId, signal),
    staleTime: 60 * 1000,
  });

export function useStudioPageSections(shopId: string) {
  return useQuery(studioPageSectionsQueryOptions(shopId));
}
