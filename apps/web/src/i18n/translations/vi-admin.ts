// The admin portals' texts in vi: the admin keys of the shared file and the admin features' texts
// (the customer pages' ones are in vi.ts).
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/vi.json?admin';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/{availability,calendar,dashboard,services,team,vouchers,plans,payments}/locales/vi.json',
    '../../shared/bookings/locales/vi.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
