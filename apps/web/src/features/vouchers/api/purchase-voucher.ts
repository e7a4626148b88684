import { checkoutStartedSchema, type VoucherPurchase } from '@studio/domain/voucher-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';
import { startGuestSession } from '../../../shared/sign-in/api/start-guest-session.ts';

/** Starts the checkout; 2032 (payouts not set up) answers with the catalogue text. */
export function purchaseVoucher(shopId: string, purchase: VoucherPurchase) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/vouchers/purchase`, purchase, {
    schema: checkoutStartedSchema,
  });
}

/** Anyone may buy: a visitor without a session gets a guest session first, as for a booking. */
export function usePurchaseVoucher(shopId: string) {
  return useMutation({
    mutationFn: async (purchase: VoucherPurchase) => {
      if (!sessionStore.getToken()) {
        const { token, user } = await startGuestSession();
        sessionStore.save(token, user);
      }
      return purchaseVoucher(shopId, purchase);
    },
  });
}
