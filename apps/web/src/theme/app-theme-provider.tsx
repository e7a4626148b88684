import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import { createAppTheme } from './create-app-theme.ts';
import { useSettings } from './settings-context.tsx';

// Two caches because stylis rewrites CSS at insertion time: the rtl one flips left/right,
// margins, paddings and borders, which mirrors every MUI component without per-component work.
const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(() => createAppTheme(settings), [settings]);

  useEffect(() => {
    const root = document.documentElement;
    root.dir = settings.direction;
    root.dataset.themeMode = settings.mode;
    root.dataset.contrast = settings.contrast;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main);
  }, [settings.direction, settings.mode, settings.contrast, theme]);

  return (
    <CacheProvider value={settings.direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
