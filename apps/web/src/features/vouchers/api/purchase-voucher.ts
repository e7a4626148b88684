import { checkoutStartedSchema, type VoucherPurchase } from '@studio/domain/voucher-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Starts the checkout; 2032 (payouts not set up) answers with the catalogue text. */
export function purchaseVoucher(shopId: string, purchase: VoucherPurchase) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/vouchers/purchase`, purchase, {
    schema: checkoutStartedSchema,
  });
}

export function usePurchaseVoucher(shopId: string) {
  return useMutation({ mutationFn: (purchase: VoucherPurchase) => purchaseVoucher(shopId, purchase) });
}
