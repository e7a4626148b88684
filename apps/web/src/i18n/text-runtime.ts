// The web app's text runtime, in both builds (the admin portals' and the customer pages'): one
// instance made by i18n.ts, one namespace, nested texts, `{{name}}` interpolation (no escaping),
// plurals by Intl.PluralRules with `_zero` for 0, fallback languages, `defaultValue`, `exists`,
// resource bundles added and merged, the `languageChanged` event, and `useTranslation`. Its calls
// are shaped as i18next's and react-i18next's, which it replaced: those weighed 17 KB gzip of the
// customer pages' budget (scripts/check-bundle-budget.ts) for far more than the app uses.
// text-runtime.test.ts holds its output to i18next's for every text in every language.
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { directionOf, toLocale } from './language.ts';

type Tree = { [key: string]: unknown };
type Options = { [key: string]: unknown };
type Listener = (language: string) => void;
type FallbackLanguages = false | string | string[] | { [language: string]: string[] };

export interface TextRuntimeOptions {
  lng?: string;
  fallbackLng?: FallbackLanguages;
  supportedLngs?: string[];
  resources?: { [language: string]: { [namespace: string]: Tree } };
}

/** A key, or keys tried in turn (the first that has a text wins; else the last key shows). */
export type TFunction = (key: string | readonly string[], options?: Options) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function deepMerge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (value && typeof value === 'object' && existing && typeof existing === 'object') {
      deepMerge(existing as Tree, value as Tree, overwrite);
    } else if (overwrite || !(key in target)) {
      target[key] = value;
    }
  }
}

// i18next's rules for a missing value: a variable passed as undefined becomes empty, one not passed
// at all stays as written; replaced values are not searched again.
// In a right-to-left language a name, address or title typed in Latin script would pull the
// sentence's punctuation to its side ("Über uns." ending with its full stop on the left): text
// values are set apart with Unicode's first-strong isolate, as <bdi> does in markup. Numbers are
// the language's own and stay as they are.
const isolateStart = '\u2068';
const isolateEnd = '\u2069';

/** How a right-to-left text shows an interpolated text value: isolated from the sentence around it. */
export function isolatedValue(value: unknown): string {
  return typeof value === 'string' && value !== '' ? `${isolateStart}${value}${isolateEnd}` : String(value);
}

function interpolate(text: string, data: Options, isolate: boolean): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (written, name: string) => {
    const path = name.trim();
    // A name with dots may be a key of its own or a path into objects.
    const value = Object.hasOwn(data, path) && data[path] ? data[path] : lookup(data, path);
    if (value === undefined) return Object.hasOwn(data, path) ? '' : written;
    if (value === null) return '';
    return isolate ? isolatedValue(value) : String(value);
  });
}

export class TextRuntime {
  language = '';
  resolvedLanguage: string | undefined;
  private options: TextRuntimeOptions = {};
  private store: { [language: string]: Tree } = {};
  private listeners = new Set<Listener>();

  init(options: TextRuntimeOptions): this {
    this.options = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      for (const tree of Object.values(namespaces))
        this.addResourceBundle(language, 'translation', tree, true, true);
    }
    this.setLanguage(options.lng ?? '');
    return this;
  }

  // As i18next: the first of the language and its fallbacks that has texts when it is chosen.
  private setLanguage(language: string) {
    this.language = language;
    this.resolvedLanguage = this.languagesFor(language, undefined).find(
      (code) => Object.keys(this.store[code] ?? {}).length > 0,
    );
  }

  private isSupported(language: string): boolean {
    return !this.options.supportedLngs || this.options.supportedLngs.includes(language);
  }

  /** The language and its fallbacks, as i18next's toResolveHierarchy orders them. */
  private languagesFor(language: string, fallbackLng: FallbackLanguages | undefined): string[] {
    const fallbacks = (fallbackLng === false ? [] : (fallbackLng ?? this.options.fallbackLng)) || [];
    const chain =
      typeof fallbacks === 'string'
        ? [fallbacks]
        : Array.isArray(fallbacks)
          ? fallbacks
          : (fallbacks[language] ?? fallbacks.default ?? []);
    return [...new Set([language, ...chain])].filter((code) => code && this.isSupported(code));
  }

  private resolve(key: string, options: Options): string | undefined {
    const count = options.count;
    const plural = typeof count === 'number';
    for (const language of this.languagesFor(
      (options.lng as string | undefined) ?? this.language,
      options.fallbackLng as FallbackLanguages | undefined,
    )) {
      const keys = [key];
      if (plural) {
        const suffix = `_${pluralCategory(language, count)}`;
        if (suffix !== '_other') keys.unshift(`${key}_other`);
        keys.push(key + suffix);
        if (count === 0) keys.push(`${key}_zero`);
      }
      for (const candidate of keys.reverse()) {
        const found = lookup(this.store[language], candidate);
        if (found !== undefined && found !== null) {
          return typeof found === 'string'
            ? found
            : `key '${key} (${language})' returned an object instead of string.`;
        }
      }
    }
    return undefined;
  }

  t: TFunction = (keys, options = {}) => {
    const tried = typeof keys === 'string' ? [keys] : keys;
    let text: string | undefined;
    for (const key of tried) {
      text = this.resolve(key, options);
      if (text !== undefined) break;
    }
    text ??= (options.defaultValue as string | undefined) ?? tried.at(-1) ?? '';
    const language = (options.lng as string | undefined) ?? this.language;
    return interpolate(text, options, directionOf(toLocale(language)) === 'rtl');
  };

  exists(key: string, options: Options = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  hasResourceBundle(language: string, _namespace: string): boolean {
    return language in this.store;
  }

  addResourceBundle(language: string, _namespace: string, tree: Tree, deep = false, overwrite = false): this {
    const existing = this.store[language];
    if (!existing) this.store[language] = structuredClone(tree);
    else if (deep) deepMerge(existing, structuredClone(tree), overwrite);
    else this.store[language] = { ...existing, ...tree };
    return this;
  }

  async changeLanguage(language: string): Promise<TFunction> {
    this.setLanguage(language);
    for (const listener of this.listeners) listener(language);
    return this.t;
  }

  on(event: string, listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: string, listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }
}

export function createTextRuntime(): TextRuntime {
  return new TextRuntime();
}

const TextRuntimeContext = createContext<TextRuntime | null>(null);

/** Gives the screens below it the app's texts (app-providers.tsx; the tests' providers). */
export function TextsProvider({ texts, children }: { texts: TextRuntime; children?: ReactNode }) {
  return createElement(TextRuntimeContext.Provider, { value: texts }, children);
}

/** As react-i18next's: a new `t` (and a render) when the language changes; it reads the language
 * when called, so a callback made before the change still speaks the current one. */
export function useTranslation() {
  const i18n = useContext(TextRuntimeContext);
  if (!i18n) throw new Error('useTranslation outside <TextsProvider>');
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    i18n.on('languageChanged', setLanguage);
    // A change between the first render and this effect.
    setLanguage(i18n.language);
    return () => i18n.off('languageChanged', setLanguage);
  }, [i18n]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what makes a new `t`.
  return useMemo(() => {
    const t: TFunction = (key, options) => i18n.t(key, options);
    return { t, i18n };
  }, [i18n, language]);
}
