// Part of `npm run check`: the customer pages' first-load JavaScript may not grow past what it
// weighs today, and is printed against the target of 150 KB gzip each for the studio page
// and the booking page (lower maxGzipBytes as pages get lighter, down to the target). Also checks
// that the pre-compressed copies the server sends match the files. Builds the web app first when
// its sources changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServerPageTable, serverPageTableFile } from '@studio/domain/server-page-table';
import type { BuildManifest } from './build-manifest.ts';
import {
  compressedCopyProblems,
  gzipSizeOf,
  loadsStatically,
  type PageBudget,
  weighPage,
} from './bundle-budget.ts';
import { buildWebIfStale } from './web-build.ts';

// The customer pages are served from the customer build (Preact's React layer, apps/web/vite.config.ts).
const distDir = 'apps/web/dist/customer';
const targetGzipBytes = 150_000;

// Each page's first load as the customer build's page table lists it (apps/web/src/
// server-rendered-pages.ts): the entry and the two steps it imports (src/main.tsx), the app-wide
// texts of the default language (German), which the app loads before its first render, the page's
// route module and its features' texts.
const customerPages: PageBudget[] = [
  {
    name: 'studio page /partner/{shopId}',
    path: '/partner/:shopId',
    // 256.5 → 248.8 KB: the admin portals' route table a chunk of its own (app/admin-routes.tsx),
    // one copy of TanStack's query-core, the snackbar and the settings button out of the entry;
    // → 176.8 KB: the customer pages served from a customer build on Preact's React layer (the
    // admin portals stay on React for MUI X's date fields), their first answers checked with
    // valibot instead of zod/mini (177.0 with the test provider's two routes in the route table);
    // → 133.1 KB: small runtimes of the app's own for i18next/react-i18next and react-router in the
    // customer build (src/i18n/text-runtime.ts, src/routing/customer-router.tsx); → 129.9 KB:
    // MUI's theme provider without its CSS-variables half (theme/app-theme-provider.tsx); → 130.6 KB:
    // hydrating the server-rendered page in turns (start-app.tsx, components/hydrate-in-turn.tsx);
    // → 128.0 KB: no module preload helper in the customer build (vite.config.ts says why); → 127.1 KB:
    // the shared chunks regrouped once the entry and the app share lib/next-task.ts; → 122.8 KB: the
    // customer build without the admin route table, the router and text runtime imported by name;
    // → 120.8 KB: texts in one folder per feature, loaded with the routes that show them (the
    // app-wide texts no longer carry the home page's, sign-up's and studio creation's; docs/texts.md).
    // → 121.0 KB: sessions carry the staff level and team member, the error code names their own
    // module; the footer's imprint and privacy links, which the law asks of every page.
    // → 122.0 KB: the top bar's sign-in remembers the page (a customer comes back to it), each
    // treatment of the price list starts booking it, the link page links the menu, and the
    // reviews' entry point (the list itself loads after the page shows).
    // → 122.2 KB: a studio's readable address (/s/{slug}) routed as its studio page
    // (routing/customer-router.tsx), the Plus screen's name among the app-wide texts.
    // → 122.3 KB: TanStack's mutation module a chunk of its own (from start-app) since the find page
    // and the deals tab's purchase joined the customer build's mutations.
    // → 122.7 KB: treatments carry their refill interval, bookings the customer's confirmation.
    // → 122.8 KB: right-to-left texts isolate the names and titles put into them.
    // → 122.9 KB: chips wrap their labels instead of cutting them off (the theme), the studio
    // admin's settings screen in the screen table and its name among the app-wide texts.
    // → 123.0 KB: shared chunks a little larger once the deal purchases, the reminder consent's
    // phone and the settings screen were built together.
    // → 123.1 KB: the query cache's last answers written when the page is left (lib/query-client.ts).
    maxGzipBytes: 123_100,
    targetGzipBytes,
  },
  {
    name: 'booking page /partner/{shopId}/app/book',
    path: '/partner/:shopId/app/book',
    // The footer's imprint and privacy links; the sign-in that remembers the page; the studio's
    // deposit and cancellation policy shown before booking, with the chosen treatments' own
    // deposits, the deposit for new clients only and the card saved for the fees; TanStack's
    // mutation module a chunk of its own; a studio's readable address routed as its page; the waitlist's entry in the time picker
    // (its form loads when asked for) and the consent to answerable reminders; right-to-left texts
    // isolating the names and titles put into them; MUI's useFormControl and useControlled chunks of
    // their own since the find page's fields no longer come with TextField (+0.1 KB); a signed-in
    // customer's last phone number fetched for the reminder consent; chips wrapping their labels
    // instead of cutting them off, the studio admin's settings screen in the screen table and the
    // app-wide texts; the query cache's last answers written when the page is left (+0.1 KB).
    maxGzipBytes: 128_100,
    targetGzipBytes,
  },
  {
    name: 'find page /find',
    path: '/find',
    // Rendered on the server with its results since it joined the customer build; the map (Leaflet)
    // loads only when opened, its answers are checked with valibot and its day found with plain Intl
    // (no zod, no luxon: 218.8 → 170.9 KB); the place suggestions and the answerable reminders'
    // contract fields (171.3 KB); right-to-left texts isolating the names put into them (171.4 KB).
    // → 135.1 KB: the place field a combobox of the app's own instead of MUI's Autocomplete (its
    // popper, list subheader and chips), and the form's fields MUI's outlined input without
    // TextField, which brings its select variant with Menu, Popover and Modal
    // (features/find-studio/components/where-field.tsx, outlined-field.tsx); chips wrapping their
    // labels instead of cutting them off, the studio admin's settings screen in the screen table
    // and the app-wide texts (135.3 KB); the query cache's last answers written when the page is
    // left, so a favourite marked just before a reload stays marked (135.5 KB).
    maxGzipBytes: 135_500,
    targetGzipBytes,
  },
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

buildWebIfStale();
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
const table = JSON.parse(readFileSync(join(distDir, serverPageTableFile), 'utf8')) as ServerPageTable;
let failed = false;
for (const page of customerPages) {
  const scripts = table.pages[page.path]?.firstLoad.de;
  if (!scripts) {
    console.log(
      `${page.name}: not in the customer build's page table (apps/web/src/server-rendered-pages.ts)`,
    );
    failed = true;
    continue;
  }
  const weight = weighPage(scripts, page, (file) => gzipSizeOf(distDir, file));
  const over = weight.gzipBytes > page.maxGzipBytes;
  const target =
    weight.gzipBytes <= page.targetGzipBytes
      ? 'target reached'
      : `target ${kb(page.targetGzipBytes)} not yet reached`;
  console.log(
    `${weight.name}: ${kb(weight.gzipBytes)} gzip JS, limit ${kb(page.maxGzipBytes)}${over ? ' EXCEEDED' : ''}; ${target}`,
  );
  if (over || process.argv.includes('--verbose')) {
    for (const file of [...weight.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.file}`);
    }
  }
  const problems = compressedCopyProblems(
    distDir,
    weight.files.map((file) => file.file),
  );
  for (const problem of problems) console.log(`  ${problem}`);
  if (over || problems.length > 0) failed = true;
}
// src/main.tsx evaluates the libraries a task ahead of the app; were the app's chunk among the
// libraries' imports, both would evaluate in one long task again (src/render-libraries.ts).
if (loadsStatically(manifest, 'src/render-libraries.ts', 'src/start-app.tsx')) {
  console.log(
    "src/render-libraries.ts's chunk imports the app's (src/start-app.tsx): one evaluation task again",
  );
  failed = true;
}
if (failed) process.exit(1);
