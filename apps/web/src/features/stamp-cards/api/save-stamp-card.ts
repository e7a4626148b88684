import { ErrorCode } from '@studio/domain/error-codes';
import {
  type StampCardOverview,
  type StampCardWrite,
  stampCardOverviewSchema,
} from '@studio/domain/stamp-card-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

/** A shop admin's card waits for approval (`pendingChange`); a global admin's is live at once. */
export function saveStampCard(shopId: string, card: StampCardWrite): Promise<StampCardOverview> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/stamp-card`, card, {
    schema: stampCardOverviewSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useSaveStampCard(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: StampCardWrite) => saveStampCard(shopId, card),
    onSuccess: (overview) => {
      queryClient.setQueryData(stampCardKeys.overview(shopId), overview);
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
