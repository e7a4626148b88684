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
 * React Router's RouterProvider imports `useOptimistic` (which Preact lacks) and sets an optimistic
 * state only when `useTransitions` is true, which the app never sets; outside a transition React
 * returns the passed state too.
 */
export function useOptimistic(passthrough) {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate() {}
