/**
 * The server names its place search in <meta name="geocoder"> (GEOCODER). The offline fake makes
 * places up, which the find page then says beside its suggestions. Without the tag (`vite dev`, a
 * server render) the page says nothing.
 */
export function placesAreMadeUp(doc: Pick<Document, 'querySelector'> | undefined): boolean {
  return doc?.querySelector('meta[name="geocoder"]')?.getAttribute('content')?.trim() === 'fake';
}
