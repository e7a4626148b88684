// The admin portals' texts in de: the admin keys of the shared file and the admin features' texts
// (the customer pages' ones are in de.ts).
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/de.json?admin';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/{availability,calendar,dashboard,services,team,vouchers,plans,payments}/locales/de.json',
    '../../shared/bookings/locales/de.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
