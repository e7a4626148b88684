// The texts of screens that a studio's public pages never show (vouchers, plans, payments) in one
// language: loaded with those screens, so that the customers' first page stays light.
import { mergeTranslations, type TranslationTree } from '../locale-resources.ts';

const featureBundles = import.meta.glob<TranslationTree>(
  '../../features/{vouchers,plans,payments}/locales/en.json',
  {
    eager: true,
    import: 'default',
  },
);

export default mergeTranslations({}, featureBundles);
