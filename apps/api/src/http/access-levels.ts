// The access declarations routes share (route-access.ts says what each role means), so that a
// route file names them instead of spelling them out again.
import type { RouteAccess } from './route-access.ts';

/** The path parameter that names the shop a route acts on: every shop route says `:shopId`. */
export const shopParam = { param: 'shopId' } as const;

export const access = {
  /** Anyone with the API key; no shop. */
  public: { role: 'public', shop: 'none' },
  /** Anyone with the API key, on an active shop (its admins see it in every status). */
  publicShop: { role: 'public', shop: shopParam },
  /** Any signed-in identity, guests too; no shop. */
  account: { role: 'account', shop: 'none' },
  /** Any signed-in identity, on an active shop. */
  accountShop: { role: 'account', shop: shopParam },
  /** A manager or owner of the route's shop, or a global admin. */
  shopAdmin: { role: 'shopAdmin', shop: shopParam },
  /** Any admin of the route's shop, staff too (the calendar, their clients), or a global admin. */
  shopStaff: { role: 'shopAdmin', shop: shopParam, level: 'staff' },
  /** An owner of the route's shop (plans, payouts, the profile, the team's logins), or a global admin. */
  shopOwner: { role: 'shopAdmin', shop: shopParam, level: 'owner' },
  /** Only global admins; no shop. */
  globalAdmin: { role: 'globalAdmin', shop: 'none' },
} as const satisfies Record<string, RouteAccess>;
