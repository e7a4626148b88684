import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.ts';

/** A decision changes the list, and an approval also the shop it applied to. */
export function invalidateAfterDecision(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.approvals() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.shops() });
}
