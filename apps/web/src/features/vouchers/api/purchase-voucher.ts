import { checkoutStartedSchema, type VoucherPurchase } from '@studio/domain/voucher-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';
import { useActionKeys } from '../../../lib/use-action-keys.ts';
import { startGuestSession } from '../../../shared/sign-in/api/start-guest-session.ts';

/** Starts the checkout; 2032 (payouts not set up) answers with the catalogue text. */
export function purchaseVoucher(shopId: string, purchase: VoucherPurchase, idempotencyKey: string) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/vouchers/purchase`, purchase, {
    schema: checkoutStartedSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Anyone may buy: a visitor without a session gets a guest session first, as for a booking. A
 * press on pay again with the same details answers the checkout already started; changed details
 * are a checkout of their own (nothing is paid before the provider's page).
 */
export function usePurchaseVoucher(shopId: string) {
  const keys = useActionKeys();
  const action = (purchase: VoucherPurchase) => JSON.stringify(purchase);
  return useMutation({
    mutationFn: async (purchase: VoucherPurchase) => {
      if (!sessionStore.getToken()) {
        const { token, user } = await startGuestSession();
        sessionStore.save(token, user);
      }
      return purchaseVoucher(shopId, purchase, keys.keyFor(action(purchase)));
    },
    onSuccess: (_answer, purchase) => keys.succeeded(action(purchase)),
    onError: (error, purchase) => keys.failed(action(purchase), error),
  });
}
