import { describe, expect, it } from 'vitest';
import {
  findQueryString,
  firstStudioSearchOf,
  type QueryParams,
  readFindQuery,
  searchDayOf,
  studioSearchParams,
} from './find-query.ts';

/** A query string's values by name (URLSearchParams is not among this package's types). */
function paramsOf(text: string): QueryParams & { entries: Record<string, string> } {
  const entries = Object.fromEntries(
    text
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replaceAll('+', ' ')))),
  );
  return { get: (name) => entries[name] ?? null, entries };
}

describe('find query', () => {
  it('should read a city page’s link and write the same search back', () => {
    const query = readFindQuery(paramsOf('city=berlin&category=nails&q=Shellac&when=tomorrow'));
    expect(query).toEqual({
      place: { label: 'Berlin', latitude: 52.52, longitude: 13.405, city: 'berlin' },
      category: 'nails',
      text: 'Shellac',
      when: 'tomorrow',
    });
    expect(findQueryString(query)).toBe('city=berlin&category=nails&q=Shellac&when=tomorrow');
  });

  it('should keep a device location and a chosen date, and drop what a hand-edited link gets wrong', () => {
    const query = readFindQuery(paramsOf('lat=52.5&lng=13.4&place=Hier&when=2027-03-02&category=cafe'));
    expect(query.place).toEqual({ label: 'Hier', latitude: 52.5, longitude: 13.4, city: null });
    expect(query.when).toEqual({ date: '2027-03-02' });
    expect(query.category).toBeNull();
    expect(readFindQuery(paramsOf('lat=200&lng=13&when=soon')).place).toBeNull();
    expect(readFindQuery(paramsOf('when=soon')).when).toBe('today');
  });

  it('should ask for the searcher’s today or tomorrow, a chosen date, or leave the day to each studio', () => {
    // Half past midnight in Berlin is already the next day there, but not yet in UTC.
    const afterMidnightInBerlin = Date.parse('2027-03-01T23:30:00Z');
    expect(searchDayOf('today', 'Europe/Berlin', afterMidnightInBerlin)).toBe('2027-03-02');
    expect(searchDayOf('tomorrow', 'Europe/Berlin', afterMidnightInBerlin)).toBe('2027-03-03');
    expect(searchDayOf({ date: '2027-04-01' }, 'Europe/Berlin', afterMidnightInBerlin)).toBe('2027-04-01');
    expect(searchDayOf('any', 'Europe/Berlin', afterMidnightInBerlin)).toBeUndefined();
    expect(searchDayOf('tomorrow', 'Europe/Berlin', Date.parse('2028-02-29T12:00:00Z'))).toBe('2028-03-01');
    expect(searchDayOf('today', 'America/New_York', afterMidnightInBerlin)).toBe('2027-03-01');
  });

  it('should search a city within its own radius with the treatment, category and day', () => {
    const query = readFindQuery(paramsOf('city=berlin&category=nails&q=Shellac'));
    const place = query.place;
    if (!place) throw new Error('Berlin is a known city');
    expect(paramsOf(studioSearchParams(query, place, '2027-03-02')).entries).toEqual({
      lat: '52.52',
      lng: '13.405',
      radiusKm: '22',
      category: 'nails',
      q: 'Shellac',
      date: '2027-03-02',
    });
  });

  it('should give the search a page URL asks first, on the given clock, and none without a place', () => {
    const now = Date.parse('2027-03-01T23:30:00Z');
    const search = firstStudioSearchOf(paramsOf('city=hamburg&q=Gel'), 'Europe/Berlin', now);
    expect(paramsOf(search ?? '').entries).toMatchObject({
      lat: '53.5511',
      q: 'Gel',
      date: '2027-03-02',
    });
    expect(firstStudioSearchOf(paramsOf('q=Gel&when=any'), 'Europe/Berlin', now)).toBeNull();
  });
});
