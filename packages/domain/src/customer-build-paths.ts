// Which pages the web app's customer build serves (apps/web/vite.config.ts: the customer pages on
// Preact's React layer, a third of React's weight); every other page gets the main build on React.
// The API picks the HTML by this rule (apps/api/src/http/web-app.ts), and the customer build loads
// a page afresh when it navigates to a path outside it, so both sides must agree.

/**
 * The studio's pages under /partner/{shopId} (its storefront and its booking app), and the find page,
 * which leads into them.
 */
const customerBuildPath =
  /^\/(partner\/(?!register$|register\/|create$|create\/)[^/]+(\/app(\/.*)?)?|find)\/?$/;

/** Whether the page at this path (without query or hash) is served by the customer build. */
export function servesCustomerBuild(path: string): boolean {
  return customerBuildPath.test(path);
}
