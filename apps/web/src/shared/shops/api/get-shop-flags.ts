import { defaultModuleFlags, type ModuleFlags, moduleFlagNames } from '@studio/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';
import { queryKeys } from '../../query-keys.ts';

// Every flag defaults to on, so a flag the server does not send yet counts as enabled.
export const shopFlagsSchema = valibotAnswerSchema(
  v.object(
    Object.fromEntries(
      moduleFlagNames.map((name) => [name, v.optional(v.boolean(), defaultModuleFlags[name])]),
    ) as Record<keyof ModuleFlags, v.OptionalSchema<v.BooleanSchema<undefined>, boolean>>,
  ),
);

export function getShopFlags(shopId: string, signal?: AbortSignal): Promise<ModuleFlags> {
  return api.get(`/flags/shop/${encodeURIComponent(shopId)}`, { schema: shopFlagsSchema, signal });
}

export const shopFlagsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.shopFlags(shopId),
    queryFn: ({ signal }) => getShopFlags(shopId, signal),
    // Flags gate screens; a change by the global admin should show up within a minute.
    staleTime: 60 * 1000,
  });

export function useShopFlags(shopId: string | null) {
  return useQuery({ ...shopFlagsQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
}
