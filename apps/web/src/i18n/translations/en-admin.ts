// The admin portals' texts in en: the admin keys of the shared file and the admin features' texts
// (the customer pages' ones are in en.ts).
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/en.json?admin';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/{availability,calendar,dashboard,services,team,vouchers,plans,payments}/locales/en.json',
    '../../shared/bookings/locales/en.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
