/**
 * Top-level keys of i18n/locales/<locale>.json that only the admin portals show: they load with an
 * admin layout (i18n.ts, loadAdminTexts), not with customer pages. Every other key belongs to the
 * customer part. Features' own texts: a feature's whole locales/<locale>.json is admin when it is
 * listed in translations/<locale>-admin.ts; a feature with texts for both keeps its admin-only ones
 * in locales/admin/<locale>.json, deep-merged under the same top-level key when the admin part loads.
 */
export const adminTextKeys = ['settings', 'nav'] as const;
