import { type TestCheckout, testCheckoutSchema } from '@studio/domain/payments-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckout> {
  return api.get(`/payments/test/checkout/${encodeURIComponent(id)}/summary`, {
    schema: testCheckoutSchema,
    signal,
  });
}

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['payments', 'test', id],
    queryFn: ({ signal }) => getTestCheckout(id, signal),
  });

export function useTestCheckout(id: string) {
  return useQuery(testCheckoutQueryOptions(id));
}
