import { type ManagedShop, managedShopSchema } from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateAfterDecision } from './invalidate-after-decision.ts';

/**
 * Approves a new studio into waiting for payment (the server mails the owner to choose a plan; a
 * studio whose plan is paid already goes live). A studio decided meanwhile
 * answers 409 (9409), shown like every other error.
 */
export function approveStudioApplication(shopId: string): Promise<ManagedShop> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/pending_payment`, undefined, {
    schema: managedShopSchema,
  });
}

export function useApproveStudioApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveStudioApplication,
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
