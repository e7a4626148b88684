import type { Page } from '@playwright/test';

/** How long no finite animation may run before the page counts as settled. */
const QUIET_MS = 400;

/**
 * Waits until no finite animation or transition has run for a quiet window (dialogs, menus and
 * snackbars fade in and out, and a snackbar often starts a frame or two after the list it reports
 * on has re-rendered), so that an accessibility scan does not judge half-transparent text.
 * Endless animations (spinners) are ignored.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  const token = `settle-${Date.now()}-${Math.random()}`;
  await page.waitForFunction(
    ({ key, quietMs }) => {
      const store = window as unknown as Record<string, number | undefined>;
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (moving) {
        store[key] = undefined;
        return false;
      }
      store[key] ??= performance.now();
      return performance.now() - (store[key] ?? 0) >= quietMs;
    },
    { key: token, quietMs: QUIET_MS },
    { polling: 50 },
  );
}
