import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, refreshAfterSetupChange } from '../../../shared/query-keys.ts';

/**
 * After a change: the team, the treatments (a removed member leaves the lists of who performs
 * what), the dashboard checklist and the public booking pages.
 */
export function invalidateTeam(queryClient: QueryClient, shopId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.teamMembers(shopId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.services(shopId) });
  refreshAfterSetupChange(queryClient, shopId);
}
