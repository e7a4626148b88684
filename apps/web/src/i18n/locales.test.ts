import { locales } from '@studio/domain/locale';
import { describe, expect, it } from 'vitest';
import { serverRenderedPages } from '../server-rendered-pages.ts';
import { listTextFeatures, type TranslationTree } from './text-bundles.ts';

// Every JSON file of the web app, and the source of its features and route tables, read here at
// once (the app loads texts per language and feature).
const jsonFiles = import.meta.glob<TranslationTree>('../**/*.json', { eager: true, import: 'default' });
const sourceFiles = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);
/** The web app's code by path under src/ (`features/home/routes/home-route.tsx`). */
const sources = new Map(
  Object.entries(sourceFiles).map(([path, source]) => [path.replace(/^\.\.\//, ''), source]),
);
const routeTables = ['app/router.tsx', 'app/admin-routes.tsx'];

const appWideFile = /^\.\/locales\/([a-z]{2})\.json$/;
const featureFile = /^\.\.\/features\/([^/]+)\/locales\/([a-z]{2})\.json$/;
const appWide = 'i18n/locales';
const textFeatures = await listTextFeatures();

/** The text folder a file belongs to ('i18n/locales' or the feature's name), with its language. */
function bundleOf(path: string): { bundle: string; locale: string } | null {
  const app = appWideFile.exec(path);
  if (app) return { bundle: appWide, locale: app[1] ?? '' };
  const feature = featureFile.exec(path);
  return feature ? { bundle: feature[1] ?? '', locale: feature[2] ?? '' } : null;
}

const bundles = new Map<string, Map<string, TranslationTree>>();
for (const [path, tree] of Object.entries(jsonFiles)) {
  const found = bundleOf(path);
  if (!found) continue;
  if (!bundles.has(found.bundle)) bundles.set(found.bundle, new Map());
  bundles.get(found.bundle)?.set(found.locale, tree);
}

/** The top-level keys of the texts a module names (`t('home.hero.title')`, `screenKey="screens.x"`). */
function textKeysIn(source: string): string[] {
  return [...source.matchAll(/['"`]([a-zA-Z]+)\.[\w.${}]+['"`]/g)].map((match) => match[1] ?? '');
}

function resolveImport(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Where the call whose name ends at `at` closes. */
function closingParen(source: string, at: number): number {
  let depth = 0;
  for (let index = at; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    else if (source[index] === ')' && --depth === 0) return index;
  }
  return source.length;
}

/** The modules a route table loads lazily, each with the features whose texts are declared for it. */
function routeModules(table: string): { module: string; declared: string[] }[] {
  const source = sources.get(table) ?? '';
  const declarations = [...source.matchAll(/withTexts\(\s*\[([^\]]*)\]/g)].map((match) => ({
    span: [match.index, closingParen(source, match.index + 'withTexts'.length)],
    features: [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? ''),
  }));
  return [...source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((match) => ({
    module: resolveImport(table, match[1] ?? ''),
    declared: declarations
      .filter(({ span: [from = 0, to = 0] }) => from < match.index && match.index < to)
      .flatMap(({ features }) => features),
  }));
}

/**
 * The features whose texts a module and what it imports statically show (a part it imports
 * lazily loads its own texts with LazyTexts).
 */
function textsNeededBy(module: string): Set<string> {
  const owners = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    const source = sources.get(path);
    if (source === undefined || seen.has(path)) return;
    seen.add(path);
    for (const key of textKeysIn(source)) {
      const owner = ownerOf.get(key);
      if (owner && owner !== appWide) owners.add(owner);
    }
    for (const [, specifier] of source.matchAll(/^(?:import|export)[^;]*?from '(\.[^']+)'/gm))
      visit(resolveImport(path, specifier ?? ''));
  };
  visit(module);
  return owners;
}

function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value as object, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// Languages differ in plural forms (Arabic has six, English two): a plural text counts as one key,
// and may leave out the count where its wording says it.
const pluralForm = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(pluralForm, '_other');

/** Every text of a language, app-wide and of every feature. */
function allTexts(locale: string): Map<string, string> {
  return new Map([...bundles.values()].flatMap((files) => [...flatten(files.get(locale) ?? {})]));
}
const english = allTexts('en');
const german = allTexts('de');
const vietnamese = allTexts('vi');
const arabic = allTexts('ar');

/** The bundle that defines each top-level key. */
const ownerOf = new Map<string, string>();
for (const [bundle, files] of bundles)
  for (const key of Object.keys(files.get('en') ?? {})) ownerOf.set(key, bundle);

describe('text files', () => {
  it('keeps texts only in i18n/locales and features/<feature>/locales, one file per language', () => {
    const elsewhere = Object.keys(jsonFiles).filter((path) => !bundleOf(path));
    expect(elsewhere).toEqual([]);
    for (const [bundle, files] of bundles)
      expect([...files.keys()].sort(), bundle).toEqual([...locales].sort());
  });

  it('lists every feature folder with texts (text-bundles.ts)', () => {
    expect([...textFeatures].sort()).toEqual([...bundles.keys()].filter((b) => b !== appWide).sort());
  });

  it.each([...bundles.keys()])('has the same keys in all four languages in %s', (bundle) => {
    const keysIn = (locale: string) =>
      [...new Set([...flatten(bundles.get(bundle)?.get(locale) ?? {}).keys()].map(pluralBase))].sort();
    for (const locale of locales) expect(keysIn(locale), `${bundle} ${locale}`).toEqual(keysIn('en'));
  });

  it('defines each top-level key in one folder only', () => {
    const owners = new Map<string, string[]>();
    for (const [bundle, files] of bundles)
      for (const key of Object.keys(files.get('en') ?? {}))
        owners.set(key, [...(owners.get(key) ?? []), bundle]);
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it("uses in a feature's code only its own texts and the app-wide ones", () => {
    const borrowed: string[] = [];
    for (const [path, source] of sources) {
      const feature = /^features\/([^/]+)\//.exec(path)?.[1];
      if (!feature) continue;
      for (const key of textKeysIn(source)) {
        const owner = ownerOf.get(key);
        if (owner && owner !== appWide && owner !== feature) borrowed.push(`${path}: ${key} of ${owner}`);
      }
    }
    expect(borrowed).toEqual([]);
  });

  it.each(routeTables)('declares in %s the texts of every module a route loads', (table) => {
    const missing: string[] = [];
    for (const { module, declared } of routeModules(table)) {
      for (const feature of declared) expect(textFeatures, table).toContain(feature);
      for (const owner of textsNeededBy(module))
        if (!declared.includes(owner)) missing.push(`${module} needs ${owner}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists for each server-rendered page the texts its route declares', () => {
    const modules = routeTables.flatMap(routeModules);
    for (const page of serverRenderedPages) {
      const route = modules.find(({ module }) => `src/${module}` === page.route);
      expect([...page.texts].sort(), page.path).toEqual([...(route?.declared ?? [])].sort());
    }
  });
});

describe('translations', () => {
  // Concurrent booking capacity had two names ("Buchungsplätze" and "Buchungsslots"): one per language.
  it.each([
    ['de', german, 'Buchungsplätze'],
    ['en', english, 'Booking slots'],
    ['vi', vietnamese, 'Số chỗ đặt lịch'],
    ['ar', arabic, 'أماكن الحجز'],
  ])('%s names booking capacity the same in navigation, page title and checklist', (_locale, texts, name) => {
    for (const key of [
      'nav.items.bookingsSlots',
      'screens.bookingsSlots.title',
      'studioDashboard.checklist.items.slots.title',
    ])
      expect(texts.get(key), key).toBe(name);
  });

  it('German and English are complete and have the same keys', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ['de', german],
    ['vi', vietnamese],
    ['ar', arabic],
  ])('%s has no keys English lacks, no empty texts, and the same placeholders', (_locale, texts) => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      if (!pluralForm.test(key)) {
        expect(english.has(key), key).toBe(true);
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
        continue;
      }
      const otherForm = english.get(pluralBase(key));
      expect(otherForm, key).toBeDefined();
      expect(placeholders(otherForm ?? ''), key).toEqual(expect.arrayContaining(placeholders(text)));
    }
  });

  it('uses the exact German texts the product prescribes', () => {
    expect(german.get('errors.screen')).toBe(
      'Ein Fehler ist aufgetreten. Bitte lade die Seite neu und versuche es später erneut.',
    );
    expect(english.get('errors.screen')).toBe(
      'An error occurred. Please reload the page and try again later.',
    );
    expect(english.get('errors.unexpected')).toBe('An unexpected error occurred.');
    expect(english.get('partner.notFound.title')).toBe('Shop not found');
  });
});
