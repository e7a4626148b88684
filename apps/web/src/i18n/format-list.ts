import type { Locale } from '@studio/domain/locale';
import { intlLocaleOf } from './language.ts';

/** "Logo, background image and phone" in the user's language (Intl.ListFormat), e.g. with "und" or "و". */
export function formatList(items: readonly string[], locale: Locale): string {
  try {
    return new Intl.ListFormat(intlLocaleOf(locale), { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
