// What the customer build gets for `react` and `react-dom` (vite.config.ts aliases them here in
// `--mode customer`): Preact's React layer, about 17 KB gzip where react-dom alone weighs 64 KB, the
// biggest step toward the customer pages' 150 KB budget. The main build (admin portals) and the
// unit tests keep running on React.
// These files import Preact from apps/web, so every package gets this one copy, not the older
// Preact that FullCalendar brings along in the root node_modules. Plain JavaScript: TypeScript
// cannot re-export Preact's `export =` types.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * react-router imports `useOptimistic`, which Preact lacks. The customer build does not run
 * react-router (src/routing/build-router.ts picks its own router, and the build drops react-router's
 * code), but the import must resolve while the build reads react-router's modules. Should it ever
 * run: outside a transition React returns the passed state too.
 */
export function useOptimistic(passthrough) {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate() {}
