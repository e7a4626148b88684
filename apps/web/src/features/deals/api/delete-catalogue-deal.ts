import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** DELETE deals/{id}: the deal leaves every shop (global admin). */
export async function deleteCatalogueDeal(id: string): Promise<void> {
  await api.delete(`/deals/${encodeURIComponent(id)}`);
}

export function useDeleteCatalogueDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogueDeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.all() }),
  });
}
