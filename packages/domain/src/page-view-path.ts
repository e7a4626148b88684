// The page-view path's limit on its own, without zod: the web app's customer pages report every
// view and must not load a schema library for one number.

/** The longest page path recorded: the app's own paths are far shorter. */
export const pageViewPathMax = 300;
