// The `test` every spec uses: Playwright's, with each browser context on the run's clock
// (e2e/support/app-clock.ts), and `openContext` for a second person or device, closed after the test.
import { type BrowserContext, type BrowserContextOptions, test as base } from '@playwright/test';
import { appNow } from './app-clock.ts';

interface AppFixtures {
  /** Another browser context on the run's clock (another person, another device); closed after the test. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

export const test = base.extend<AppFixtures>({
  context: async ({ context }, use) => {
    await context.clock.install({ time: appNow() });
    await use(context);
  },
  openContext: async ({ browser, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      opened.push(context);
      await context.clock.install({ time: appNow() });
      return context;
    });
    for (const context of opened) await context.close();
  },
});

export { expect } from '@playwright/test';
