import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function deleteVoucherOffer(shopId: string, id: string) {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/voucher-offers/${encodeURIComponent(id)}`);
}

export function useDeleteVoucherOffer(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteVoucherOffer(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.offers(shopId) }),
  });
}
