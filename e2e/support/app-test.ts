// The `test` every spec uses: Playwright's, with each browser context on the run's clock
// (e2e/support/app-clock.ts), and `openContext` for a second person or device, closed after the test.
import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from '@playwright/test';
import { appNow } from './app-clock.ts';

interface AppFixtures {
  /** Another browser context on the run's clock (another person, another device); closed after the test. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/**
 * The studio page and the booking page arrive rendered by the server and become the app once their
 * code has hydrated them (apps/web/src/start-app.tsx drops `data-server-rendered` then); a click before
 * that would find no handler. Every page's goto and reload wait for it, as a person waits for a page
 * that has not reacted yet.
 */
function waitForHydration(context: BrowserContext) {
  context.on('page', (page: Page) => {
    const hydrated = () =>
      page.waitForFunction(() => !document.querySelector('#root[data-server-rendered]'), undefined, {
        timeout: 15_000,
      });
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
  });
}

export const test = base.extend<AppFixtures>({
  context: async ({ context }, use) => {
    waitForHydration(context);
    await context.clock.install({ time: appNow() });
    await use(context);
  },
  openContext: async ({ browser, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      waitForHydration(context);
      opened.push(context);
      await context.clock.install({ time: appNow() });
      return context;
    });
    for (const context of opened) await context.close();
  },
});

export { expect } from '@playwright/test';
