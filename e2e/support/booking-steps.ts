// Steps of the customer booking pages (/partner/{shopId}/app/book…) that several specs take.
import { expect, type Page } from '@playwright/test';

export function germanDate(isoDay: string): string {
  return `${isoDay.slice(8, 10)}.${isoDay.slice(5, 7)}.${isoDay.slice(0, 4)}`;
}

/** Buttons that exist twice (phone bar and desktop summary): the one this screen shows. */
export const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** On the time picker, goes week by week to a day and chooses it. */
export async function openDay(page: Page, day: string) {
  const strip = page.getByTestId('week-strip');
  await expect(strip.getByTestId('week-day').first()).toBeVisible();
  // Week by week, as a customer would, until the strip shows the day.
  const firstDay = strip.getByTestId('week-day').first();
  for (let step = 0; step < 12 && (await strip.locator(`[data-day="${day}"]`).count()) === 0; step += 1) {
    const shown = (await firstDay.getAttribute('data-day')) ?? '';
    await page.getByTestId('week-next').click();
    await expect(firstDay).not.toHaveAttribute('data-day', shown);
  }
  const dayButton = strip.locator(`[data-day="${day}"]`);
  await expect(dayButton).toBeEnabled();
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('selected-day')).toContainText(germanDate(day));
}
