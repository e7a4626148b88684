import { findPageServerZone } from '@studio/domain/find-query';

/**
 * The searcher's own zone (the studios near them keep the same clock), in which "today" and
 * "tomorrow" are asked. The server, rendering the page for nobody in particular, takes the
 * platform's; a browser elsewhere then asks again on its own clock.
 */
export function searcherZone(): string {
  if (typeof window === 'undefined') return findPageServerZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || findPageServerZone;
}
