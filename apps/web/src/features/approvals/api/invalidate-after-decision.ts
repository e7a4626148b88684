import type { QueryClient } from '@tanstack/react-query';

/** A decision changes the list, and an approval also the shop it applied to. */
export function invalidateAfterDecision(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['approvals'] });
  void queryClient.invalidateQueries({ queryKey: ['shops'] });
}
