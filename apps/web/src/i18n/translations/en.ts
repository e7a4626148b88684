// The texts customer pages need in en; the admin portals' texts are in en-admin.ts, loaded when an
// admin layout opens (admin-text-keys.ts, text-parts-plugin.ts). import.meta.glob needs the language
// spelt out in its pattern; a new feature's texts belong to the customer part unless listed as admin.
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/en.json?customer';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/*/locales/en.json',
    '!../../features/{admin-appointments,admin-price-list,approvals,availability,calendar,clients,dashboard,error-reports,mail-outbox,payments,plans,services,shops,team,tours,users,vouchers}/locales/en.json',
    '../../shared/*/locales/en.json',
    '!../../shared/bookings/locales/en.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
