// Dragging a booking in the week view of /calendar (FullCalendar) with a real mouse.
import { expect, type Locator, type Page } from '@playwright/test';

/** The middle of a day's column at a time of the week view (the top 5 px of that time's row). */
export async function slotPoint(page: Page, day: string, time: string) {
  const column = await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).boundingBox();
  const lane = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  if (!column || !lane) throw new Error(`no calendar cell for ${day} ${time}`);
  return { x: column.x + column.width / 2, y: lane.y + 5 };
}

/** A real mouse drag: press on the event's top edge, move in steps, release on the target time. */
export async function dragBooking(page: Page, event: Locator, day: string, time: string) {
  // Start near the top of the window, so that the target time is on screen too.
  await event.scrollIntoViewIfNeeded();
  const before = await event.boundingBox();
  if (!before) throw new Error('the booking is not on screen');
  await page.mouse.wheel(0, before.y - 140);
  await expect.poll(async () => Math.round((await event.boundingBox())?.y ?? 0)).toBeLessThan(200);
  const box = await event.boundingBox();
  if (!box) throw new Error('the booking is not on screen');
  const target = await slotPoint(page, day, time);
  await page.mouse.move(box.x + box.width / 2, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 25, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.up();
}
