import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';

/**
 * Waits until no finite animation or transition is running (dialogs and menus fade in and out),
 * so that an accessibility scan does not judge half-transparent text. Endless ones (spinners)
 * are ignored.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The axe scan of e2e/support/accessibility.ts, once the page has stopped moving. */
export async function scanWhenSettled(page: Page): Promise<void> {
  await waitUntilSettled(page);
  await expectNoSeriousA11yViolations(page);
}
