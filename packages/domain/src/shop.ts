// Shop vocabulary shared by the API and the web app (spec §3, §4; api-contract "Shops").
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

export const defaultShopTimezone = 'Europe/Berlin';
