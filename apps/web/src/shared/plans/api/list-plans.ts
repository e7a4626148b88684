import { type Plan, planListSchema } from '@studio/domain/payments-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  return api.get('/plans', { schema: planListSchema, signal });
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => listPlans(signal),
    staleTime: 60 * 60 * 1000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
