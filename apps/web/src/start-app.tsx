import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { hydrationTurns, nextTurn, startHydrationTurns } from './components/hydrate-in-turn.tsx';
import { prepareMoneyFormat } from './i18n/format-money.ts';
import { currentLocale, startLanguageLoaded } from './i18n/i18n.ts';
import { sessionStore } from './lib/auth-session.ts';
import { startErrorReporting } from './lib/error-reporting.ts';
import { nextTask } from './lib/next-task.ts';
import { queryClient } from './lib/query-client.ts';
import { settleQueries } from './lib/settle-queries.ts';
import type { AppRouter } from './routing/build-router.ts';
import { browserCookieJar } from './theme/cookie-jar.ts';
import { appThemeFor } from './theme/create-app-theme.ts';
import { loadRtlCache } from './theme/rtl-cache.ts';
import { defaultSettings, initialSettings, readSettings } from './theme/settings.ts';

startErrorReporting(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const storedSettings = readSettings(browserCookieJar);

/**
 * The studio page and the booking page come rendered by the server (apps/api/src/http/
 * server-render.ts) in the browser's language, for a visitor without session or stored settings.
 * When this browser's first render is the same, it takes that HTML over (hydration) instead of
 * building it again; otherwise (a language chosen earlier, a signed-in customer) it renders anew
 * over it.
 */
function rendersAsServer(root: HTMLElement): boolean {
  return (
    root.dataset.serverRendered === currentLocale() &&
    sessionStore.getSession() === null &&
    JSON.stringify(storedSettings) === JSON.stringify(defaultSettings)
  );
}

/** The router has its first match (its lazy route loaded, its loaders run). */
function routerReady(appRouter: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (appRouter.state.initialized) return resolve();
    // (Read from the router: the customer build's router calls its listeners without the state.)
    const unsubscribe = appRouter.subscribe(() => {
      if (!appRouter.state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The studio currencies among the first answers (the studio page's and booking page's shop). */
function firstAnswerCurrencies(): Set<string> {
  const currencies = new Set<string>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    if (data && typeof data === 'object' && 'currencyCode' in data && typeof data.currencyCode === 'string')
      currencies.add(data.currencyCode);
  }
  return currencies;
}

async function render(root: HTMLElement, appRouter: AppRouter) {
  const app = (
    <StrictMode>
      <App router={appRouter} />
    </StrictMode>
  );
  if (!root.dataset.serverRendered) return createRoot(root).render(app);
  // The server rendered the page's code and data: the first render must have them too.
  await routerReady(appRouter);
  await settleQueries(queryClient);
  // Hydrating is the longest stretch; in tasks of its own it does not add to the others. The theme
  // it needs is made in the task before.
  await nextTask();
  appThemeFor(initialSettings(storedSettings, currentLocale()));
  await nextTask();
  for (const currency of firstAnswerCurrencies()) prepareMoneyFormat(currentLocale(), currency);
  await nextTask();
  if (rendersAsServer(root)) {
    startHydrationTurns();
    hydrateRoot(root, app);
    // The page's parts that wait for a later turn (components/hydrate-in-turn.tsx), each in a task.
    for (let turn = 1; turn <= hydrationTurns; turn += 1) {
      await nextTask();
      nextTurn(turn === hydrationTurns);
    }
  } else createRoot(root).render(app);
  // From here on the page is the app's (end-to-end tests wait for this before they act).
  delete root.dataset.serverRendered;
}

// The first render waits for the texts of its language (a chunk of their own) and, right to left,
// for the mirroring styles; should they fail to load, the app still starts rather than stay blank.
const startsRtl = initialSettings(storedSettings, currentLocale()).direction === 'rtl';
// The modules' evaluation is one task; the router and the first data start in the next. Made
// before the texts arrive: the router starts loading the page's code and first data at once, side
// by side with the language chunk.
void nextTask().then(() => {
  const router = createAppRouter();
  Promise.all([startLanguageLoaded, startsRtl ? loadRtlCache() : null]).then(
    () => render(container, router),
    () => render(container, router),
  );
});
