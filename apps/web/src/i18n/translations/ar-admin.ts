// The admin portals' texts in ar: the admin keys of the shared file and the admin features' texts
// (the customer pages' ones are in ar.ts).
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/ar.json?admin';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/{availability,calendar,dashboard,services,team,vouchers,plans,payments}/locales/ar.json',
    '../../shared/bookings/locales/ar.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
