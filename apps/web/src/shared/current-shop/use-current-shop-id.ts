import { useSession } from '../session/use-session.ts';

/**
 * The one answer to "which shop am I in" on staff screens: the signed-in admin's shop (null when the
 * session has none). Apart from useCurrentShop, whose shop query customer pages do not need.
 */
export function useCurrentShopId(): string | null {
  return useSession()?.user.shopId ?? null;
}
