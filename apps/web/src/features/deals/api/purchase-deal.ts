import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const dealPurchaseSchema = z.object({ purchaseId: z.string(), checkoutUrl: z.string() });

/** POST shops/{shopId}/deals/{id}/purchase: the provider's checkout for a deal that needs a purchase. */
export function purchaseDeal(shopId: string, id: string): Promise<z.infer<typeof dealPurchaseSchema>> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/deals/${encodeURIComponent(id)}/purchase`,
    {},
    {
      schema: dealPurchaseSchema,
      quietCodes: [ErrorCode.dealNotRedeemable, ErrorCode.dealNeedsNoPurchase, ErrorCode.payoutsNotSetUp],
    },
  );
}

/** Starts the checkout; the caller keeps the purchase and sends the customer to pay. */
export function usePurchaseDeal(shopId: string) {
  return useMutation({ mutationFn: (id: string) => purchaseDeal(shopId, id) });
}
