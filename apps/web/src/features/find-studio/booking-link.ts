// A free time in the results opens the studio's booking flow at its last step, with the treatment
// and the time already chosen (the booking flow keeps its state in these search parameters).
import { todayIn } from '@studio/domain/calendar-day';
import { generatePath } from '../../routing/build-router.ts';
import { screenOf } from '../../shared/screens.ts';

export function bookingAtTimePath(
  shopId: string,
  treatmentId: string,
  start: string,
  timezone: string,
): string {
  const path = generatePath(screenOf('bookConfirm').path, { shopId });
  const params = new URLSearchParams({
    services: treatmentId,
    day: todayIn(timezone, Date.parse(start)),
    start,
  });
  return `${path}?${params.toString()}`;
}

export function studioPagePath(shopId: string): string {
  return generatePath(screenOf('studioPage').path, { shopId });
}
