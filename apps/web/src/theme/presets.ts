export interface ColorPreset {
  id: string;
  /** Shades chosen so white text on `main` keeps at least 4.5:1 contrast in light mode. */
  light: { main: string; dark: string; light: string };
  /** Lighter shades for dark mode, where dark text sits on `main`. */
  dark: { main: string; dark: string; light: string };
  /** Accent colour per mode, readable as text on the page background (≥ 4.5:1). */
  secondary: { light: string; dark: string };
}

export const colorPresets = [
  {
    id: 'rose',
    light: { main: '#a0405e', dark: '#7a2c46', light: '#c9738f' },
    dark: { main: '#f0a3bb', dark: '#d97f9c', light: '#f8c8d7' },
    secondary: { light: '#8a5526', dark: '#e8b48a' },
  },
  {
    id: 'coral',
    light: { main: '#b5482f', dark: '#8c3420', light: '#d97a63' },
    dark: { main: '#ffab91', dark: '#f08a6c', light: '#ffd0c2' },
    secondary: { light: '#5e4a8c', dark: '#c3b3ec' },
  },
  {
    id: 'plum',
    light: { main: '#7b3f8c', dark: '#5b2b69', light: '#a46db3' },
    dark: { main: '#d7a6e4', dark: '#c184d2', light: '#ecd0f3' },
    secondary: { light: '#9b3f67', dark: '#f0a6c6' },
  },
  {
    id: 'sage',
    light: { main: '#3f6f4f', dark: '#2b5038', light: '#6e9a7c' },
    dark: { main: '#a5d6b1', dark: '#84c295', light: '#cdeacf' },
    secondary: { light: '#82562e', dark: '#e0b88f' },
  },
  {
    id: 'ocean',
    light: { main: '#1f628a', dark: '#154766', light: '#5a90b4' },
    dark: { main: '#94cbf0', dark: '#6fb5e4', light: '#c4e3f8' },
    secondary: { light: '#8f3a55', dark: '#f0a3bb' },
  },
  {
    id: 'gold',
    light: { main: '#8a5a12', dark: '#68420b', light: '#b8873f' },
    dark: { main: '#f2c97d', dark: '#e6b55a', light: '#f9e2b5' },
    secondary: { light: '#4d5b7a', dark: '#b8c6e6' },
  },
] as const satisfies readonly ColorPreset[];

export type ColorPresetId = (typeof colorPresets)[number]['id'];

export const defaultPresetId: ColorPresetId = 'rose';

export function colorPresetOf(id: ColorPresetId): ColorPreset {
  return colorPresets.find((preset) => preset.id === id) ?? colorPresets[0];
}

export function isColorPresetId(value: unknown): value is ColorPresetId {
  return colorPresets.some((preset) => preset.id === value);
}
