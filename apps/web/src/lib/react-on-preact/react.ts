// What the built app gets for `react` and `react-dom` (vite.config.ts aliases them here): Preact's
// React layer, about 17 KB gzip where react-dom alone weighs 64 KB, so customer pages fit their
// 150 KB budget. Unit tests keep running on React (vitest.config.ts has no alias). The files in
// this folder import Preact from here so every package gets this one copy, not the older Preact
// that FullCalendar brings along in the root node_modules.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router's RouterProvider imports `useOptimistic` (which Preact lacks) and sets an optimistic
 * state only when `useTransitions` is true, which the app never sets; outside a transition React
 * returns the passed state too.
 */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate(): void {}
