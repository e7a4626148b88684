// Labels cut off by their box ("Laufkundsc…"): an element whose text is wider than the element
// itself is hidden in part, by an ellipsis or by overflow. Checked on the labels a screen names
// things with (chips, field labels, chosen values, buttons, tabs, switches, table headers), never on free text
// such as a customer's name in a calendar event, which may shorten by design.
import type { Page } from '@playwright/test';

const labelSelectors = [
  '.MuiChip-label',
  '.MuiInputLabel-root',
  '.MuiFormControlLabel-label',
  '.MuiSelect-select',
  '.MuiButton-root',
  '.MuiToggleButton-root',
  '.MuiTab-root',
  '.MuiListItemText-primary',
  'th',
].join(', ');

/** The texts of the visible labels on the page that do not fit their box. */
export async function truncatedLabels(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selectors)) {
      if (element.closest('.fc')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // One pixel of rounding between layout and text width is not a cut.
      if (element.scrollWidth > element.clientWidth + 1) cut.push((element.textContent ?? '').trim());
    }
    return cut;
  }, labelSelectors);
}
