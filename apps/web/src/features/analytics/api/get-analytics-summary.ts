import {
  type AnalyticsSummary,
  type AnalyticsSummaryQuery,
  analyticsSummarySchema,
} from '@studio/domain/analytics-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** GET analytics/summary (global admin): the platform's figures for a range of days. */
export function getAnalyticsSummary(
  query: AnalyticsSummaryQuery,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.shopId) search.set('shopId', query.shopId);
  return api.get(`/analytics/summary?${search.toString()}`, { schema: analyticsSummarySchema, signal });
}

export const analyticsSummaryQueryOptions = (query: AnalyticsSummaryQuery) =>
  queryOptions({
    queryKey: queryKeys.analyticsSummary(query),
    queryFn: ({ signal }) => getAnalyticsSummary(query, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAnalyticsSummary(query: AnalyticsSummaryQuery, enabled: boolean) {
  return useQuery({ ...analyticsSummaryQueryOptions(query), enabled });
}
