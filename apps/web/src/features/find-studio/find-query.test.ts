import { describe, expect, it } from 'vitest';
import { findQueryParams, readFindQuery, searchDayOf, studioSearchParams } from './find-query.ts';

describe('find query', () => {
  it('should read a city page’s link and write the same search back', () => {
    const query = readFindQuery(new URLSearchParams('city=berlin&category=nails&q=Shellac&when=tomorrow'));
    expect(query).toEqual({
      place: { label: 'Berlin', latitude: 52.52, longitude: 13.405, city: 'berlin' },
      category: 'nails',
      text: 'Shellac',
      when: 'tomorrow',
    });
    expect(findQueryParams(query).toString()).toBe('city=berlin&category=nails&q=Shellac&when=tomorrow');
  });

  it('should keep a device location and a chosen date, and drop what a hand-edited link gets wrong', () => {
    const query = readFindQuery(
      new URLSearchParams('lat=52.5&lng=13.4&place=Hier&when=2027-03-02&category=cafe'),
    );
    expect(query.place).toEqual({ label: 'Hier', latitude: 52.5, longitude: 13.4, city: null });
    expect(query.when).toEqual({ date: '2027-03-02' });
    expect(query.category).toBeNull();
    expect(readFindQuery(new URLSearchParams('lat=200&lng=13&when=soon')).place).toBeNull();
    expect(readFindQuery(new URLSearchParams('when=soon')).when).toBe('today');
  });

  it('should ask for the searcher’s today or tomorrow, a chosen date, or leave the day to each studio', () => {
    // Half past midnight in Berlin is already the next day there, but not yet in UTC.
    const afterMidnightInBerlin = Date.parse('2027-03-01T23:30:00Z');
    expect(searchDayOf('today', 'Europe/Berlin', afterMidnightInBerlin)).toBe('2027-03-02');
    expect(searchDayOf('tomorrow', 'Europe/Berlin', afterMidnightInBerlin)).toBe('2027-03-03');
    expect(searchDayOf({ date: '2027-04-01' }, 'Europe/Berlin', afterMidnightInBerlin)).toBe('2027-04-01');
    expect(searchDayOf('any', 'Europe/Berlin', afterMidnightInBerlin)).toBeUndefined();
  });

  it('should search a city within its own radius with the treatment, category and day', () => {
    const query = readFindQuery(new URLSearchParams('city=berlin&category=nails&q=Shellac'));
    const place = query.place;
    if (!place) throw new Error('Berlin is a known city');
    expect(Object.fromEntries(new URLSearchParams(studioSearchParams(query, place, '2027-03-02')))).toEqual({
      lat: '52.52',
      lng: '13.405',
      radiusKm: '22',
      category: 'nails',
      q: 'Shellac',
      date: '2027-03-02',
    });
  });
});
