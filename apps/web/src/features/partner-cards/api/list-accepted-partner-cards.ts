import { ErrorCode } from '@studio/domain/error-codes';
import { type PartnerCard, partnerCardListSchema } from '@studio/domain/partner-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

/**
 * The cards the studio accepts, with their patterns to check a number before sending it; none while
 * the studio has the module switched off (404 9404 is an answer here, not an error).
 */
export function listAcceptedPartnerCards(shopId: string, signal?: AbortSignal): Promise<PartnerCard[]> {
  return api
    .get(`/shops/${encodeURIComponent(shopId)}/partner-cards`, {
      schema: partnerCardListSchema,
      signal,
      expectedCodes: [ErrorCode.notFound],
    })
    .catch((error: unknown) => {
      if (isApiError(error) && error.errorCode === ErrorCode.notFound) return [];
      throw error;
    });
}

export const acceptedPartnerCardsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: partnerCardKeys.accepted(shopId),
    queryFn: ({ signal }) => listAcceptedPartnerCards(shopId, signal),
  });

export function useAcceptedPartnerCards(shopId: string) {
  return useQuery(acceptedPartnerCardsQueryOptions(shopId));
}
