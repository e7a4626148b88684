// Shop vocabulary shared by the API and the web app.
export const shopCategories = [
  'nails',
  'lashes_brows',
  'hair',
  'barber',
  'beauty',
  'cosmetics',
  'massage',
  'spa',
  'tattoo',
  'restaurant',
  'cafe',
  'retail',
  'other',
] as const;
export type ShopCategory = (typeof shopCategories)[number];

export const shopStatuses = ['pending', 'suspended', 'inactive', 'active', 'pending_payment'] as const;
export type ShopStatus = (typeof shopStatuses)[number];

export const moduleFlagNames = [
  'dealsEnabled',
  'stampsEnabled',
  'giftsEnabled',
  'menuEnabled',
  'reservationsEnabled',
  'ordersEnabled',
  'analyticsEnabled',
  'partnerCardsEnabled',
  'vouchersEnabled',
] as const;
export type ModuleFlagName = (typeof moduleFlagNames)[number];
export type ModuleFlags = Record<ModuleFlagName, boolean>;

export const defaultModuleFlags: ModuleFlags = Object.fromEntries(
  moduleFlagNames.map((name) => [name, true]),
) as ModuleFlags;

/** Where food is served: the menu, table orders and reservations belong to these. */
const foodCategories: readonly ShopCategory[] = ['cafe', 'restaurant'];
const foodModules: readonly ModuleFlagName[] = ['menuEnabled', 'ordersEnabled', 'reservationsEnabled'];

/**
 * The modules a new studio starts with, by its category: a nail studio (or any studio that books
 * treatments) starts with booking and loyalty, a café or restaurant also with its menu, table
 * orders and reservations. The global admin switches any of them later.
 */
export function moduleFlagsForCategory(category: ShopCategory): ModuleFlags {
  const food = foodCategories.includes(category);
  return Object.fromEntries(
    moduleFlagNames.map((name) => [name, food || !foodModules.includes(name)]),
  ) as ModuleFlags;
}

export const defaultShopTimezone = 'Europe/Berlin';

/** Largest logo or background image accepted for upload (5 MB). */
export const maxShopImageBytes = 5 * 1024 * 1024;
export const shopImageKinds = ['logo', 'background'] as const;
export type ShopImageKind = (typeof shopImageKinds)[number];

const ianaNamePattern = /^(?:UTC|[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** An IANA time zone name the runtime knows, e.g. `Europe/Berlin` (offsets such as `+01:00` are not names). */
export function isIanaTimeZone(value: string): boolean {
  if (!ianaNamePattern.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
