import { type VoucherOffer, voucherOfferListSchema } from '@studio/domain/voucher-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

/** Customers get the active offers; the studio's admins every offer. */
export function listVoucherOffers(shopId: string, signal?: AbortSignal): Promise<VoucherOffer[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/voucher-offers`, {
    schema: voucherOfferListSchema,
    signal,
  });
}

export const voucherOffersQueryOptions = (shopId: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: voucherKeys.offers(shopId),
    queryFn: ({ signal }) => listVoucherOffers(shopId, signal),
    enabled: Boolean(shopId),
  });

export function useVoucherOffers(shopId: string) {
  return useQuery(voucherOffersQueryOptions(shopId));
}
