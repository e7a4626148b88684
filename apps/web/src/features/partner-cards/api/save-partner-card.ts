import { ErrorCode } from '@studio/domain/error-codes';
import {
  type PartnerCard,
  type PartnerCardWrite,
  partnerCardSchema,
} from '@studio/domain/partner-card-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

/** Creates a card, or changes the one named by `id`; an unusable pattern answers 400 with `fields.pattern`. */
export function savePartnerCard(id: string | null, body: PartnerCardWrite): Promise<PartnerCard> {
  const options = { schema: partnerCardSchema, quietCodes: [ErrorCode.invalidInput] };
  return id
    ? api.put(`/partner-cards/${encodeURIComponent(id)}`, body, options)
    : api.post('/partner-cards', body, options);
}

export function useSavePartnerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PartnerCardWrite }) => savePartnerCard(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerCardKeys.all() }),
  });
}
