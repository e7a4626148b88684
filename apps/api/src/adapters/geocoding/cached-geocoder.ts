import type { FoundPlace, Geocoder } from './geocoder.ts';

/**
 * Keeps answers for a while (OpenStreetMap's usage rules ask for caching; Google bills per request):
 * the same text in the same language is asked once per `maxAgeMs`. The oldest entries leave first.
 */
export function cachedGeocoder(
  inner: Geocoder,
  options: { maxEntries: number; maxAgeMs: number; now?: () => number },
): Geocoder {
  const now = options.now ?? Date.now;
  const answers = new Map<string, { at: number; places: Promise<FoundPlace[]> }>();
  return {
    name: inner.name,
    search(query, searchOptions) {
      const key = `${searchOptions.locale}\u0000${searchOptions.limit}\u0000${query.trim().toLowerCase()}`;
      const kept = answers.get(key);
      if (kept && now() - kept.at < options.maxAgeMs) return kept.places;
      answers.delete(key);
      const places = inner.search(query, searchOptions);
      answers.set(key, { at: now(), places });
      // A failure is not kept: the next visitor asks again.
      places.catch(() => answers.delete(key));
      while (answers.size > options.maxEntries) {
        const oldest = answers.keys().next().value;
        if (oldest === undefined) break;
        answers.delete(oldest);
      }
      return places;
    },
  };
}
