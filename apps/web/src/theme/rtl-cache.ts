import createCache, { type EmotionCache } from '@emotion/cache';

// The right-to-left style cache (stylis rewrites CSS at insertion: left/right, margins, paddings and
// borders flip, which mirrors every MUI component). Its plugin and cssjanus load only when a page is
// shown right to left (Arabic), not with every customer page.
let cache: EmotionCache | null = null;
let loading: Promise<EmotionCache> | null = null;

export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    cache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
    return cache;
  });
  return loading;
}

/** The cache once loaded, else null. */
export function loadedRtlCache(): EmotionCache | null {
  return cache;
}
