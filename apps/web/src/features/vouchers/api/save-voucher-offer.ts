import { type VoucherOfferWrite, voucherOfferSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

/** Creates an offer, or changes it when an id is given. */
export function saveVoucherOffer(shopId: string, offer: VoucherOfferWrite, id?: string) {
  const base = `/shops/${encodeURIComponent(shopId)}/voucher-offers`;
  return id
    ? api.put(`${base}/${encodeURIComponent(id)}`, offer, { schema: voucherOfferSchema })
    : api.post(base, offer, { schema: voucherOfferSchema });
}

export function useSaveVoucherOffer(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offer, id }: { offer: VoucherOfferWrite; id?: string }) =>
      saveVoucherOffer(shopId, offer, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.offers(shopId) }),
  });
}
