// The customer build's page table: the pages the server renders and the script files each loads.
// apps/web's customer build writes it (src/server-pages-plugin.ts, into dist/customer beside Vite's
// manifest); the API reads it to render those pages (apps/api/src/http/server-render.ts) and the
// bundle budget to weigh them (scripts/check-bundle-budget.ts), so neither knows web source paths.
import type { Locale } from './locale.ts';

/** Where the table lies in the customer build's folder. */
export const serverPageTableFile = '.vite/server-pages.json';

export interface ServerPageTable {
  /** Where the build's files are served (Vite's base), e.g. `/customer/`; the files below are relative to it. */
  base: string;
  entry: {
    /** The entry's own script, as index.html loads it. */
    script: string;
    /** The stylesheets index.html links. */
    styles: string[];
    /** The entry's script and every script it imports statically (they load with it). */
    files: string[];
  };
  /** By route path, as the route table writes it (`/partner/:shopId`). */
  pages: Record<string, ServerPage>;
}

export interface ServerPage {
  /**
   * Every script of the page's first load in each language, in the order the page needs them: the
   * entry's, then what its start imports in steps (the libraries, the app, the language's texts),
   * then the page's route.
   */
  firstLoad: Record<Locale, string[]>;
  /** The scripts of the pages it leads to that its own first load lacks (fetched after them). */
  next: string[];
}
