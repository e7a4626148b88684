import type { ModuleFlags } from '@studio/domain/shop';
import { moduleFlagsSchema, moduleFlagsUpdateSchema } from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { moduleFlagsUpdateSchema };

export type ModuleFlagsUpdate = z.infer<typeof moduleFlagsUpdateSchema>;

/** Switches modules of a shop on or off (global admin); answers all nine flags. */
export function updateShopFlags(shopId: string, body: ModuleFlagsUpdate): Promise<ModuleFlags> {
  return api.put(`/flags/shop/${encodeURIComponent(shopId)}`, body, { schema: moduleFlagsSchema });
}

export function useUpdateShopFlags(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModuleFlagsUpdate) => updateShopFlags(shopId, body),
    onSuccess: (flags) => queryClient.setQueryData(queryKeys.shopFlags(shopId), flags),
  });
}
