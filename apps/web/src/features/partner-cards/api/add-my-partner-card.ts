import { ErrorCode } from '@studio/domain/error-codes';
import {
  type AddCustomerPartnerCard,
  type CustomerPartnerCard,
  customerPartnerCardSchema,
} from '@studio/domain/partner-card-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

/** A number that does not match the card's pattern answers 400 with `fields.number` (shown on the form). */
export function addMyPartnerCard(body: AddCustomerPartnerCard): Promise<CustomerPartnerCard> {
  return api.post('/me/partner-cards', body, {
    schema: customerPartnerCardSchema,
    quietCodes: [ErrorCode.invalidInput, ErrorCode.conflict],
  });
}

export function useAddMyPartnerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCustomerPartnerCard) => addMyPartnerCard(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerCardKeys.mine() }),
  });
}
