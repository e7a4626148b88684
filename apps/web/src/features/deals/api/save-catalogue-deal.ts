import { type DealWrite, type ManagedDeal, managedDealSchema } from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** POST deals (new) or PUT deals/{id} (change): a global admin's deal, live at once. */
export function saveCatalogueDeal(id: string | null, deal: DealWrite): Promise<ManagedDeal> {
  const options = { schema: managedDealSchema, quietCodes: [ErrorCode.invalidInput] };
  return id === null
    ? api.post('/deals', deal, options)
    : api.put(`/deals/${encodeURIComponent(id)}`, deal, options);
}

export function useSaveCatalogueDeal(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deal: DealWrite) => saveCatalogueDeal(id, deal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.all() }),
  });
}
