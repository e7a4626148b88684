import { ErrorCode } from '@studio/domain/error-codes';
import { type StampCard, stampCardSchema } from '@studio/domain/stamp-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

/** The shop's live card; null while it has none (404 9404 is an answer, not an error here). */
export async function getStampCard(shopId: string, signal?: AbortSignal): Promise<StampCard | null> {
  return api
    .get(`/shops/${encodeURIComponent(shopId)}/stamp-card`, {
      schema: stampCardSchema,
      signal,
      expectedCodes: [ErrorCode.notFound],
    })
    .catch((error: unknown) => {
      if (isApiError(error) && error.errorCode === ErrorCode.notFound) return null;
      throw error;
    });
}

export const stampCardQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: stampCardKeys.live(shopId),
    queryFn: ({ signal }) => getStampCard(shopId, signal),
  });

export function useStampCard(shopId: string) {
  return useQuery(stampCardQueryOptions(shopId));
}
