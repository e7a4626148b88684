/** The web app manifest: what a phone shows when a customer adds the app to the home screen. */
export function webAppManifest() {
  return {
    name: 'Studioly',
    short_name: 'Studioly',
    description: 'Online booking, calendar, stamp cards, deals and vouchers for nail and beauty studios.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#a0405e',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
