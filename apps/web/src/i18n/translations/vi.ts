// The texts of one language; import.meta.glob needs the language spelt out in its pattern.
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';
import shared from '../locales/vi.json';

const featureBundles = import.meta.glob<TranslationTree>(
  [
    '../../features/*/locales/vi.json',
    '../../shared/*/locales/vi.json',
    // Loaded with their screens instead (screen-translations.ts).
    '!../../features/{vouchers,plans,payments}/locales/vi.json',
  ],
  { eager: true, import: 'default' },
);

export default mergeTranslations(shared, featureBundles);
