// The customer pages the server renders (entry-server.tsx, called by apps/api/src/http/
// server-render.ts) and the modules each one's start loads after the entry. The customer build
// turns this into its page table of script files (server-pages-plugin.ts), which the API uses to
// fetch a rendered page's later files early and the bundle budget to weigh the pages. Paths are
// modules of apps/web; the build fails when one is not part of it.
import type { Locale } from '@studio/domain/locale';
import { screens } from './shared/screens.ts';

/** What main.tsx and start-app.tsx import in steps after the entry, in that order. */
export function startSteps(locale: Locale): string[] {
  return ['src/render-libraries.ts', 'src/start-app.tsx', `src/i18n/languages/${locale}.ts`];
}

/** The text files of the features a page's route declares (`withTexts`), in one language. */
export function featureTextFiles(features: readonly string[], locale: Locale): string[] {
  return features.map((feature) => `src/features/${feature}/locales/${locale}.json`);
}

export interface ServerRenderedPage {
  /** The route's path in the route table (app/router.tsx). */
  path: string;
  /** The module of the route's screen (what its `lazy` imports). */
  route: string;
  /** The features whose texts the route declares with `withTexts` (app/router.tsx). */
  texts: string[];
  /** Pages a visitor goes on to from here, whose code is fetched after the page's own. */
  next: string[];
}

export const serverRenderedPages: ServerRenderedPage[] = [
  {
    path: screens.studioPage.path,
    route: 'src/features/studio-page/routes/studio-page-route.tsx',
    texts: ['studio-page'],
    // The studio page's one action is booking.
    next: [screens.book.path],
  },
  {
    path: screens.book.path,
    route: 'src/features/booking-flow/routes/book-treatments-route.tsx',
    texts: ['booking-flow'],
    next: [],
  },
  {
    path: screens.findStudio.path,
    route: 'src/features/find-studio/routes/find-studio-route.tsx',
    texts: ['find-studio'],
    // A result's name opens its studio page, a free time the booking.
    next: [screens.studioPage.path, screens.book.path],
  },
];
