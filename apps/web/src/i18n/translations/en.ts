// The texts of one language; import.meta.glob needs the language spelt out in its pattern.
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/en.json';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/*/locales/en.json',
    '../../shared/*/locales/en.json',
    // Loaded with their screens instead (screen-translations.ts).
    '!../../features/{vouchers,plans,payments}/locales/en.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
