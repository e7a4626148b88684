import { ErrorCode } from '@studio/domain/error-codes';
import { maxShopImageBytes, type ShopImageKind } from '@studio/domain/shop';
import { type ShopImageUploadResponse, shopImageUploadResponseSchema } from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** The image types the server accepts (checked again by content there). */
export const shopImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ShopImageProblem = 'type' | 'size';

/** Checks a chosen file before it is sent: type and the 5 MB limit. */
export function shopImageProblem(file: Pick<File, 'type' | 'size'>): ShopImageProblem | null {
  if (!(shopImageTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxShopImageBytes) return 'size';
  return null;
}

/** Sends the image itself as the body. A shop admin's image waits for approval (`pending`). */
export function uploadShopImage(
  shopId: string,
  kind: ShopImageKind,
  file: Blob,
): Promise<ShopImageUploadResponse> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/images/${kind}`, file, {
    schema: shopImageUploadResponseSchema,
    quietCodes: [ErrorCode.invalidInput, ErrorCode.payloadTooLarge],
  });
}

export function useUploadShopImage(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ShopImageKind; file: Blob }) => uploadShopImage(shopId, kind, file),
    onSuccess: ({ shop }) => {
      queryClient.setQueryData(queryKeys.shopDetail(shopId), shop);
      void queryClient.invalidateQueries({ queryKey: queryKeys.approvals() });
    },
  });
}
