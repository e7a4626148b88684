// Only the scripts our languages write in (German, English, Vietnamese; Arabic uses the system's
// fonts): every @font-face is part of the render-blocking CSS, and Cyrillic, Greek and the
// symbol ranges would triple it.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/vietnamese-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/vietnamese-500.css';
import '@fontsource/roboto/latin-600.css';
import '@fontsource/roboto/latin-ext-600.css';
import '@fontsource/roboto/vietnamese-600.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/roboto/vietnamese-700.css';
import '@fontsource/roboto/latin-800.css';
import '@fontsource/roboto/latin-ext-800.css';
import '@fontsource/roboto/vietnamese-800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { type AppRouter, createAppRouter } from './app/router.tsx';
import { currentLocale, startLanguageLoaded } from './i18n/i18n.ts';
import { startErrorReporting } from './lib/error-reporting.ts';
import { browserCookieJar } from './theme/cookie-jar.ts';
import { loadRtlCache } from './theme/rtl-cache.ts';
import { initialSettings, readSettings } from './theme/settings.ts';

startErrorReporting(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Made before the texts arrive: the router starts loading the page's code and first data at once,
// side by side with the language chunk.
const router = createAppRouter();

function render(root: HTMLElement, appRouter: AppRouter) {
  createRoot(root).render(
    <StrictMode>
      <App router={appRouter} />
    </StrictMode>,
  );
}

// The first render waits for the texts of its language (a chunk of their own) and, right to left,
// for the mirroring styles; should they fail to load, the app still starts rather than stay blank.
const startsRtl = initialSettings(readSettings(browserCookieJar), currentLocale()).direction === 'rtl';
Promise.all([startLanguageLoaded, startsRtl ? loadRtlCache() : null]).then(
  () => render(container, router),
  () => render(container, router),
);
