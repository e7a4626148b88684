// The studio page and the booking page arrive rendered by the server
// (apps/api/src/http/server-render.ts) in the browser's language, so a phone shows them before the
// code has loaded; the code then takes that HTML over (hydration) without building it anew.
import type { Page } from '@playwright/test';
import { demoTreatments } from '../apps/api/src/features/demo/demo-shop.ts';
import { expect, test } from './support/app-test.ts';
import { createStudio } from './support/fresh-studio.ts';

const somePrices = demoTreatments.slice(0, 3).map((treatment) => treatment.name);

test('without running any code, the studio page and the booking page show the studio and its treatments @phone', async ({
  browser,
  request,
  baseURL,
}) => {
  const studio = await createStudio(request);
  // Not the fixture's context: nothing here ever hydrates.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/partner/${studio.shopId}`);
  await expect(page.getByTestId('page-title')).toHaveText(studio.name);
  for (const name of somePrices)
    await expect(page.getByTestId('price-list-item').filter({ hasText: name })).toBeVisible();
  await expect(page.getByTestId('partner-book')).toHaveText('Book an appointment');

  await page.goto(`/partner/${studio.shopId}/app/book`);
  for (const name of somePrices) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

/** Keeps the server's nodes of the page as parsed, to compare with the page once hydrated. */
async function keepServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept = window as unknown as { serverNodes: Element[]; serverText: string };
      kept.serverNodes = [...document.querySelectorAll('#root *')];
      kept.serverText = document.getElementById('root')?.textContent ?? '';
    });
  });
}

for (const { path, locale, language, direction } of [
  { path: '', locale: 'de-DE', language: 'de', direction: 'ltr' },
  { path: '/app/book', locale: 'ar', language: 'ar', direction: 'rtl' },
]) {
  test(`hydration takes the server's ${language} page${path} over node for node, without a warning @phone`, async ({
    openContext,
    request,
  }) => {
    const studio = await createStudio(request);
    const page = await (await openContext({ locale })).newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await keepServerNodes(page);
    // The fixture's goto returns once the page is hydrated.
    await page.goto(`/partner/${studio.shopId}${path}`);
    const after = await page.evaluate(() => {
      const kept = window as unknown as { serverNodes: Element[]; serverText: string };
      return {
        nodes: kept.serverNodes.length,
        replaced: kept.serverNodes.filter((node) => !node.isConnected).length,
        sameText: kept.serverText === document.getElementById('root')?.textContent,
      };
    });
    expect(after.nodes).toBeGreaterThan(100);
    expect(after).toEqual({ nodes: after.nodes, replaced: 0, sameText: true });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    expect(problems).toEqual([]);

    // And it works as the app: a treatment chosen, or the way to the booking.
    if (path) {
      const first = page.getByTestId('treatment').filter({ hasText: demoTreatments[0]?.name ?? '' });
      await first.click();
      await expect(first).toHaveAttribute('data-selected', 'true');
    } else {
      await page.getByTestId('partner-book').click();
      await expect(page.getByTestId('page-title')).toHaveText('Behandlungen wählen');
    }
  });
}
