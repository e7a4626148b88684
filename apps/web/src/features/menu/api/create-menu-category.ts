import { ErrorCode } from '@studio/domain/error-codes';
import { type MenuCategoryWrite, menuCategorySchema } from '@studio/domain/menu-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

export function createMenuCategory(shopId: string, category: MenuCategoryWrite) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/menu/categories`, category, {
    schema: menuCategorySchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useCreateMenuCategory(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: MenuCategoryWrite) => createMenuCategory(shopId, category),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.shop(shopId) }),
  });
}
