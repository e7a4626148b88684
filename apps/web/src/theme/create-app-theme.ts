import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { colorPresetOf } from './presets.ts';
import type { ThemeSettings } from './settings.ts';

const fontFamily = [
  'Roboto',
  // Local face with Roboto's metrics while Roboto loads (index.html), so the swap shifts nothing.
  '"Roboto Fallback"',
  '"Segoe UI"',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  'Tahoma',
  'Arial',
  'sans-serif',
].join(',');

/** Builds the MUI theme from the user's settings (mode, direction, contrast, colour preset). */
export function createAppTheme(settings: ThemeSettings): Theme {
  const preset = colorPresetOf(settings.preset);
  const dark = settings.mode === 'dark';
  const bold = settings.contrast === 'bold';
  const shades = dark ? preset.dark : preset.light;

  const background = dark
    ? { default: bold ? '#0d0a0f' : '#151117', paper: bold ? '#1d1720' : '#1e1921' }
    : { default: bold ? '#f1ebe8' : '#fbf8f6', paper: '#ffffff' };
  const text = dark
    ? { primary: '#ffffff', secondary: bold ? 'rgba(255,255,255,0.86)' : 'rgba(255,255,255,0.72)' }
    : { primary: bold ? '#000000' : '#241b20', secondary: bold ? '#3a3035' : '#5f5459' };
  const divider = dark ? alpha('#ffffff', bold ? 0.32 : 0.14) : alpha('#241b20', bold ? 0.32 : 0.12);

  return createTheme({
    direction: settings.direction,
    palette: {
      mode: settings.mode,
      primary: { ...shades, contrastText: dark ? '#1b0f14' : '#ffffff' },
      secondary: { main: dark ? preset.secondary.dark : preset.secondary.light },
      background,
      text,
      divider,
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, letterSpacing: '-0.01em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: bold ? 700 : 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10 } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: alpha(background.paper, 0.92),
            backdropFilter: 'blur(8px)',
            borderBottom: `${bold ? 2 : 1}px solid ${divider}`,
          },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 16,
            border: `${bold ? 2 : 1}px solid ${divider}`,
            boxShadow: dark ? 'none' : `0 8px 24px ${alpha('#5a2a3a', bold ? 0.12 : 0.06)}`,
          },
        },
      },
      // A chip's label wraps instead of ending in "…": a status or source cut off on a phone
      // ("Laufkundsc…") hides its meaning. One line looks as before (the same heights).
      MuiChip: {
        styleOverrides: {
          root: { height: 'auto', minHeight: 32, maxWidth: '100%', '&.MuiChip-sizeSmall': { minHeight: 24 } },
          label: { whiteSpace: 'normal', overflowWrap: 'break-word', paddingBlock: 2 },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiDrawer: { styleOverrides: { paper: { borderColor: divider } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}

let lastTheme: { key: string; theme: Theme } | null = null;

/**
 * The theme of these settings, made once while they stay the same: making one is a large part of
 * a page's first render, which start-app.tsx therefore makes in a task of its own before it hydrates.
 */
export function appThemeFor(settings: ThemeSettings): Theme {
  const key = JSON.stringify(settings);
  if (lastTheme?.key !== key) lastTheme = { key, theme: createAppTheme(settings) };
  return lastTheme.theme;
}
