import type { ShopDetail } from '@studio/domain/shop-contract';
import { studioSlugAnswerSchema } from '@studio/domain/studio-slug';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Applies at once; a slug another studio holds or held answers 2080 (the catalogue's text). */
export function changeStudioSlug(shopId: string, slug: string): Promise<{ slug: string }> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/slug`, { slug }, { schema: studioSlugAnswerSchema });
}

export function useChangeStudioSlug(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => changeStudioSlug(shopId, slug),
    onSuccess: ({ slug }) => {
      queryClient.setQueryData<ShopDetail>(queryKeys.shopDetail(shopId), (shop) =>
        shop ? { ...shop, slug } : shop,
      );
    },
  });
}
