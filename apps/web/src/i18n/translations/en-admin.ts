// The admin portals' texts in en: the admin keys of the shared file, the admin features' texts and
// the admin-only texts of features shown to customers too (locales/admin; the customers' are in en.ts).
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/en.json?admin';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/{admin-appointments,admin-price-list,approvals,availability,calendar,clients,dashboard,error-reports,mail-outbox,payments,plans,services,shops,team,tours,users,vouchers}/locales/en.json',
    '../../features/*/locales/admin/en.json',
    '../../shared/bookings/locales/en.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
