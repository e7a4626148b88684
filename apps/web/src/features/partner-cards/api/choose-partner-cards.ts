import {
  type ShopPartnerCardChoice,
  shopPartnerCardChoiceSchema,
} from '@studio/domain/partner-card-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

/** The whole set of accepted cards; a shop admin's choice waits for approval. */
export function choosePartnerCards(shopId: string, partnerCardIds: string[]): Promise<ShopPartnerCardChoice> {
  return api.put(
    `/shops/${encodeURIComponent(shopId)}/partner-cards`,
    { partnerCardIds },
    { schema: shopPartnerCardChoiceSchema },
  );
}

export function useChoosePartnerCards(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerCardIds: string[]) => choosePartnerCards(shopId, partnerCardIds),
    onSuccess: (choice) => {
      queryClient.setQueryData(partnerCardKeys.choice(shopId), choice);
      void queryClient.invalidateQueries({ queryKey: partnerCardKeys.accepted(shopId), exact: true });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
