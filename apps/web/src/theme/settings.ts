import type { Locale } from '@studio/domain/locale';
import { type Direction, directionOf } from '../i18n/language.ts';
import { type ColorPresetId, defaultPresetId, isColorPresetId } from './presets.ts';

export const themeModes = ['light', 'dark'] as const;
export const contrasts = ['default', 'bold'] as const;
export const navLayouts = ['vertical', 'horizontal', 'mini'] as const;
export const directions = ['ltr', 'rtl'] as const;

export type ThemeMode = (typeof themeModes)[number];
export type Contrast = (typeof contrasts)[number];
export type NavLayout = (typeof navLayouts)[number];

export interface ThemeSettings {
  mode: ThemeMode;
  direction: Direction;
  contrast: Contrast;
  layout: NavLayout;
  preset: ColorPresetId;
  /** true: content uses the full width; false: content sits in a centred max-width container. */
  stretch: boolean;
}

export const defaultSettings: ThemeSettings = {
  mode: 'light',
  direction: 'ltr',
  contrast: 'default',
  layout: 'vertical',
  preset: defaultPresetId,
  stretch: false,
};

/** Theme settings live in cookies for 3 days. */
export const SETTINGS_COOKIE_NAME = 'app.settings';
export const SETTINGS_COOKIE_DAYS = 3;

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { expires: number; sameSite: 'lax'; path: string }): void;
  remove(name: string, options: { path: string }): void;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Accepts anything (an old or hand-edited cookie) and keeps only valid values. */
export function sanitizeSettings(value: unknown): ThemeSettings {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    mode: oneOf(themeModes, raw.mode, defaultSettings.mode),
    direction: oneOf(directions, raw.direction, defaultSettings.direction),
    contrast: oneOf(contrasts, raw.contrast, defaultSettings.contrast),
    layout: oneOf(navLayouts, raw.layout, defaultSettings.layout),
    preset: isColorPresetId(raw.preset) ? raw.preset : defaultSettings.preset,
    stretch: typeof raw.stretch === 'boolean' ? raw.stretch : defaultSettings.stretch,
  };
}

export function readSettings(jar: CookieJar): ThemeSettings {
  const raw = jar.get(SETTINGS_COOKIE_NAME);
  if (!raw) return defaultSettings;
  try {
    return sanitizeSettings(JSON.parse(raw));
  } catch {
    return defaultSettings;
  }
}

export function writeSettings(jar: CookieJar, settings: ThemeSettings): void {
  jar.set(SETTINGS_COOKIE_NAME, JSON.stringify(settings), {
    expires: SETTINGS_COOKIE_DAYS,
    sameSite: 'lax',
    path: '/',
  });
}

export function removeSettings(jar: CookieJar): void {
  jar.remove(SETTINGS_COOKIE_NAME, { path: '/' });
}

/** Choosing Arabic switches to rtl; any other language returns to ltr. */
export function withLanguageDirection(settings: ThemeSettings, locale: Locale): ThemeSettings {
  const direction = directionOf(locale);
  return settings.direction === direction ? settings : { ...settings, direction };
}

/**
 * At start the cookie (3 days) may have expired while the language (localStorage) is still
 * Arabic; Arabic must never render left to right. A manual rtl choice in another language stays.
 */
export function initialSettings(stored: ThemeSettings, locale: Locale): ThemeSettings {
  return directionOf(locale) === 'rtl' ? withLanguageDirection(stored, locale) : stored;
}
