import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitUntilSettled } from './page-settled.ts';

/**
 * Scans the page once it has settled (see waitUntilSettled: a snackbar fading in has, for a moment,
 * too little contrast); serious and critical violations fail the test.
 *
 * The runs on edge dates (`npm test -- e2e-dates`) set E2E_ACCESSIBILITY_SCANS=skip: they repeat
 * specs the day's run has already scanned screen by screen, and a date changes what a screen says,
 * not how it is built; the scans took two fifths of their time (a clock: 5.8 min with them, 3.5 without).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (process.env.E2E_ACCESSIBILITY_SCANS === 'skip') return;
  await waitUntilSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
