// A free time in the results opens the studio's booking flow at its last step, with the treatment
// and the time already chosen (the booking flow keeps its state in these search parameters).
import { generatePath } from '../../routing/build-router.ts';
import { screenOf } from '../../shared/screens.ts';

export function bookingAtTimePath(shopId: string, treatmentId: string, start: string): string {
  const path = generatePath(screenOf('bookConfirm').path, { shopId });
  const params = new URLSearchParams({
    services: treatmentId,
    // A free time is written on the studio's clock (with its offset): its date is the studio's day.
    day: start.slice(0, 10),
    start,
  });
  return `${path}?${params.toString()}`;
}

export function studioPagePath(shopId: string): string {
  return generatePath(screenOf('studioPage').path, { shopId });
}
