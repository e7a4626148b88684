// The admin portals' texts in de: the admin keys of the shared file, the admin features' texts and
// the admin-only texts of features shown to customers too (locales/admin; the customers' are in de.ts).
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/de.json?admin';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/{admin-appointments,admin-price-list,approvals,availability,calendar,clients,dashboard,error-reports,mail-outbox,payments,plans,services,shops,team,tours,users,vouchers}/locales/de.json',
    '../../features/*/locales/admin/de.json',
    '../../shared/bookings/locales/de.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
