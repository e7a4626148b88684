import { describe, expect, it } from 'vitest';
import { mapLinkOf } from './map-link.ts';

describe('mapLinkOf', () => {
  it('pins the coordinates when the studio has them', () => {
    const link = new URL(
      mapLinkOf({ address: 'Kastanienallee 12, Berlin', latitude: 52.5387, longitude: 13.4109 }),
    );
    expect(link.origin + link.pathname).toBe('https://www.google.com/maps/search/');
    expect(link.searchParams.get('api')).toBe('1');
    expect(link.searchParams.get('query')).toBe('52.5387,13.4109');
  });

  it('searches the address otherwise, and names the Google place when known', () => {
    const link = new URL(
      mapLinkOf({ address: 'Kastanienallee 12, 10435 Berlin', googlePlacesId: 'ChIJ123' }),
    );
    expect(link.searchParams.get('query')).toBe('Kastanienallee 12, 10435 Berlin');
    expect(link.searchParams.get('query_place_id')).toBe('ChIJ123');
  });

  it('treats a missing coordinate as none', () => {
    const link = new URL(mapLinkOf({ address: 'Hauptstr. 1', latitude: 52.1, longitude: null }));
    expect(link.searchParams.get('query')).toBe('Hauptstr. 1');
  });
});
