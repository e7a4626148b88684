import { ErrorCode } from '@studio/domain/error-codes';
import { type CreateOrder, type Order, orderSchema } from '@studio/domain/order-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

/**
 * Sends the cart. The same Idempotency-Key on a retry answers the order the first attempt created
 * (a lost answer never makes a second order). The page shows failures itself.
 */
export function placeOrder(shopId: string, order: CreateOrder, idempotencyKey: string): Promise<Order> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/orders`, order, {
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
    // Shown on the summary itself; 1303 a table code that no longer holds; 2003, 2010 and 2014 the
    // chosen deal's refusals.
    quietCodes: [
      ErrorCode.orderHasInvalidArticles,
      ErrorCode.tableTokenInvalid,
      ErrorCode.orderGroupSessionsOpen,
      ErrorCode.orderGroupOutOfTime,
      ErrorCode.orderGroupNotFound,
      ErrorCode.dealNotFound,
      ErrorCode.dealAlreadyRedeemed,
      ErrorCode.dealPurchaseRequired,
      ErrorCode.dealNotRedeemable,
    ],
  });
}

export function usePlaceOrder(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: CreateOrder; idempotencyKey: string }) =>
      placeOrder(shopId, order, idempotencyKey),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(shopId, order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.openGroup(shopId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.myGroups() });
    },
  });
}
