// The admin portals' texts in vi: the admin keys of the shared file, the admin features' texts and
// the admin-only texts of features shown to customers too (locales/admin; the customers' are in vi.ts).
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/vi.json?admin';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/{admin-appointments,admin-price-list,approvals,availability,calendar,clients,dashboard,error-reports,mail-outbox,payments,plans,services,shops,team,tours,users,vouchers}/locales/vi.json',
    '../../features/*/locales/admin/vi.json',
    '../../shared/bookings/locales/vi.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
