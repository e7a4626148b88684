import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme.ts';
import { colorPresets } from './presets.ts';
import { defaultSettings } from './settings.ts';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
    const [r = 0, g = 0, bl = 0] = channels.map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('createAppTheme', () => {
  it('follows mode and direction from the settings', () => {
    const theme = createAppTheme({ ...defaultSettings, mode: 'dark', direction: 'rtl' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.direction).toBe('rtl');
  });

  it('offers at least five colour presets', () => {
    expect(colorPresets.length).toBeGreaterThanOrEqual(5);
  });

  it.each(colorPresets.map((preset) => preset.id))(
    'keeps button text readable (≥ 4.5:1) for preset %s',
    (preset) => {
      for (const mode of ['light', 'dark'] as const) {
        const { palette } = createAppTheme({ ...defaultSettings, preset, mode });
        expect(contrast(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(colorPresets.map((preset) => preset.id))(
    'keeps accent text readable on the page for preset %s',
    (preset) => {
      for (const mode of ['light', 'dark'] as const) {
        for (const contrastSetting of ['default', 'bold'] as const) {
          const { palette } = createAppTheme({ ...defaultSettings, preset, mode, contrast: contrastSetting });
          for (const surface of [palette.background.default, palette.background.paper]) {
            expect(contrast(palette.primary.main, surface), `primary ${mode}`).toBeGreaterThanOrEqual(4.5);
            expect(contrast(palette.secondary.main, surface), `secondary ${mode}`).toBeGreaterThanOrEqual(
              4.5,
            );
          }
        }
      }
    },
  );
});
