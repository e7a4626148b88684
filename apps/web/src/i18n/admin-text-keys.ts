/**
 * Top-level keys of i18n/locales/<locale>.json that only the admin portals show: they load with an
 * admin layout (i18n.ts, loadAdminTexts), not with customer pages. Every other key, and every
 * feature's own text file except the admin features listed in translations/<locale>-admin.ts,
 * belongs to the customer part.
 */
export const adminTextKeys = [
  'settings',
  'nav',
  'dashboard',
  'users',
  'shops',
  'approvals',
  'mailOutbox',
] as const;
