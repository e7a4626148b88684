import type { MenuOrder } from '@studio/domain/menu-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

export function reorderMenu(shopId: string, order: MenuOrder) {
  return api.put(`/shops/${encodeURIComponent(shopId)}/menu/order`, order, { schema: z.unknown() });
}

export function useReorderMenu(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: MenuOrder) => reorderMenu(shopId, order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.shop(shopId) }),
  });
}
