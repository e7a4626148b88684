// Filling MUI fields the way a person does: typing a date, picking from a select's list.
import { expect, type Locator, type Page } from '@playwright/test';

/** Types a date (day, month, year: 28.11.2026) into an MUI date field, replacing what it held. */
export async function typeDate(page: Page, field: Locator, ddmmyyyy: string) {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(ddmmyyyy.replace(/\D/g, ''));
}

/** Picks an option of an MUI select by its test id. */
export async function choose(page: Page, select: Locator, optionTestId: string) {
  await select.click();
  await page.getByRole('listbox').getByTestId(optionTestId).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
