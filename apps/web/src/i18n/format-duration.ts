import type { TFunction } from './text-runtime.ts';

/** "45 min", "1 h", "1 h 15 min" in the user's language. */
export function formatDuration(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('common.duration.minutes', { count: rest });
  if (rest === 0) return t('common.duration.hours', { count: hours });
  return t('common.duration.hoursMinutes', { hours, minutes: rest });
}
