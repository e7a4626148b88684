// Crawlers may read the public pages; account, admin and API paths are no search results.
const privatePaths = ['/api/', '/account', '/login', '/recovery', '/auth/', '/shop', '/admin/', '/users'];

/** robots.txt pointing crawlers at the sitemap. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
