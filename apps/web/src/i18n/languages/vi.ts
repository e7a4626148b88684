// The Vietnamese texts: the app-wide ones come with this module, each feature's are a chunk of their own
// (text-bundles.ts). import.meta.glob takes the language only spelt out.
import type { TranslationTree } from '../text-bundles.ts';

export { default as appTexts } from '../locales/vi.json';

export const featureTexts = import.meta.glob<TranslationTree>('../../features/*/locales/vi.json', {
  import: 'default',
});
