// What the studio page and the studio's customer app offer: a section (link or tab) shows only
// while its module is on and it has something in it, so customers never open an empty tab.
// Free of zod: the customer pages read these names on their first load.
export const studioPageSectionNames = [
  'deals',
  'stampCard',
  'gifts',
  'bonusCard',
  'vouchers',
  'menu',
  'orders',
  'reservations',
] as const;
export type StudioPageSectionName = (typeof studioPageSectionNames)[number];
export type StudioPageSections = Record<StudioPageSectionName, boolean>;
