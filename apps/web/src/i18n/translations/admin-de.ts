// The studio and platform admins' texts of one language (features' locales/admin/de.json): loaded
// with the admin area, so customers' pages do not carry them.
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';

const featureBundles = import.meta.glob<TranslationTree>('../../features/*/locales/admin/de.json', {
  eager: true,
  import: 'default',
});

export default mergeTranslations({}, featureBundles);
