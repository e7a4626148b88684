import { ErrorCode } from '@studio/domain/error-codes';
import {
  type ManagedShop,
  managedShopSchema,
  type ShopBookingSettingsChange,
} from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Applies at once; managers may change these, unlike the rest of the shop. */
export function changeBookingSettings(shopId: string, body: ShopBookingSettingsChange): Promise<ManagedShop> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/booking-settings`, body, {
    schema: managedShopSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useChangeBookingSettings(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopBookingSettingsChange) => changeBookingSettings(shopId, body),
    onSuccess: (shop) => {
      queryClient.setQueryData(queryKeys.shopDetail(shopId), shop);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopLists() });
    },
  });
}
