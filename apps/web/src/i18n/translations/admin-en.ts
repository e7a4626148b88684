// The studio and platform admins' texts of one language (features' locales/admin/en.json): loaded
// with the admin area, so customers' pages do not carry them.
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';

const featureBundles = import.meta.glob<TranslationTree>('../../features/*/locales/admin/en.json', {
  eager: true,
  import: 'default',
});

export default mergeTranslations({}, featureBundles);
