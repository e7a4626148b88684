// Languages of the product. German is the default; Arabic is written right to left.
export const locales = ['de', 'en', 'vi', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

export interface LanguageOption {
  code: Locale;
  label: string;
  direction: 'ltr' | 'rtl';
}

export const languageOptions: readonly LanguageOption[] = [
  { code: 'de', label: 'Deutsch', direction: 'ltr' },
  { code: 'en', label: 'English', direction: 'ltr' },
  { code: 'vi', label: 'Tiếng Việt', direction: 'ltr' },
  { code: 'ar', label: 'العربية', direction: 'rtl' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header (q-values honoured). */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}
