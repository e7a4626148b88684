import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's ThemeProvider without its CSS-variables provider: createAppTheme's themes have no colour
// schemes to switch (the mode comes from the settings), so MUI's would hand them to this one anyway;
// its CSS-variables half only weighed on the customer pages' budget (scripts/check-bundle-budget.ts).
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { appThemeFor } from './create-app-theme.ts';
import { loadedRtlCache, loadRtlCache } from './rtl-cache.ts';
import { useSettings } from './settings-context.tsx';

// Two caches because stylis rewrites CSS at insertion time; the rtl one (rtl-cache.ts) mirrors
// every MUI component without per-component work.
export const ltrCache = createCache({ key: 'mui' });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(() => appThemeFor(settings), [settings]);
  // `vars: null` as MUI's ThemeProvider sets it for such themes.
  const providedTheme = useMemo(() => ({ ...theme, vars: null }), [theme]);
  // Loaded before the first render when the app starts right to left (start-app.tsx) and before a
  // switch to Arabic (language-switcher.tsx); the settings drawer's direction toggle waits here.
  const [rtlCache, setRtlCache] = useState(loadedRtlCache);
  const wantsRtl = settings.direction === 'rtl';
  useEffect(() => {
    if (wantsRtl && !rtlCache) void loadRtlCache().then(setRtlCache);
  }, [wantsRtl, rtlCache]);

  useEffect(() => {
    // Only what differs: a written attribute of <html> makes the browser recompute every element's
    // style, a long task on a phone right after a server-rendered page has been taken over.
    const root = document.documentElement;
    if (root.dir !== settings.direction) root.dir = settings.direction;
    if (root.dataset.themeMode !== settings.mode) root.dataset.themeMode = settings.mode;
    if (root.dataset.contrast !== settings.contrast) root.dataset.contrast = settings.contrast;
    const themeColor = document.querySelector('meta[name="theme-color"]');
    if (themeColor && themeColor.getAttribute('content') !== theme.palette.primary.main) {
      themeColor.setAttribute('content', theme.palette.primary.main);
    }
  }, [settings.direction, settings.mode, settings.contrast, theme]);

  return (
    <CacheProvider value={wantsRtl && rtlCache ? rtlCache : ltrCache}>
      <ThemeProvider theme={providedTheme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
