// The texts of one language; import.meta.glob needs the language spelt out in its pattern.
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/ar.json';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/*/locales/ar.json',
    '../../shared/*/locales/ar.json',
    // Loaded with their screens instead (screen-translations.ts).
    '!../../features/{vouchers,plans,payments}/locales/ar.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
