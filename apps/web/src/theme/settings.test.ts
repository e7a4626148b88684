import { describe, expect, it } from 'vitest';
import {
  type CookieJar,
  defaultSettings,
  initialSettings,
  readSettings,
  removeSettings,
  SETTINGS_COOKIE_NAME,
  sanitizeSettings,
  type ThemeSettings,
  withLanguageDirection,
  writeSettings,
} from './settings.ts';

interface StoredCookie {
  value: string;
  options: { expires: number; sameSite: string; path: string };
}

function fakeJar() {
  const cookies = new Map<string, StoredCookie>();
  const jar: CookieJar = {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, options) => {
      cookies.set(name, { value, options });
    },
    remove: (name) => {
      cookies.delete(name);
    },
  };
  return { jar, cookies };
}

const custom: ThemeSettings = {
  mode: 'dark',
  direction: 'rtl',
  contrast: 'bold',
  layout: 'mini',
  preset: 'ocean',
  stretch: true,
};

describe('theme settings cookie', () => {
  it('starts from the defaults (light, ltr, vertical, warm rose preset) without a cookie', () => {
    const { jar } = fakeJar();
    expect(readSettings(jar)).toEqual(defaultSettings);
    expect(defaultSettings).toMatchObject({
      mode: 'light',
      direction: 'ltr',
      layout: 'vertical',
      preset: 'rose',
    });
  });

  it('writes the settings into a cookie that lives 3 days and reads them back', () => {
    const { jar, cookies } = fakeJar();
    writeSettings(jar, custom);
    const stored = cookies.get(SETTINGS_COOKIE_NAME);
    expect(stored?.options.expires).toBe(3);
    expect(stored?.options.path).toBe('/');
    expect(readSettings(jar)).toEqual(custom);
  });

  it('removing the cookie brings back the defaults', () => {
    const { jar } = fakeJar();
    writeSettings(jar, custom);
    removeSettings(jar);
    expect(readSettings(jar)).toEqual(defaultSettings);
  });

  it('ignores a broken or tampered cookie value by value', () => {
    const { jar } = fakeJar();
    jar.set(SETTINGS_COOKIE_NAME, '{oops', { expires: 3, sameSite: 'lax', path: '/' });
    expect(readSettings(jar)).toEqual(defaultSettings);
    expect(sanitizeSettings({ mode: 'dark', layout: 'diagonal', preset: 'neon', stretch: 'yes' })).toEqual({
      ...defaultSettings,
      mode: 'dark',
    });
  });
});

describe('language and direction', () => {
  it('choosing Arabic switches to rtl and leaving Arabic returns to ltr', () => {
    const arabic = withLanguageDirection(defaultSettings, 'ar');
    expect(arabic.direction).toBe('rtl');
    expect(withLanguageDirection(arabic, 'de').direction).toBe('ltr');
    expect(withLanguageDirection(arabic, 'vi').direction).toBe('ltr');
  });

  it('keeps other settings and the same object when nothing changes', () => {
    const arabic = withLanguageDirection(custom, 'ar');
    expect(arabic).toBe(custom);
    expect(withLanguageDirection(custom, 'en')).toEqual({ ...custom, direction: 'ltr' });
  });

  it('at start, Arabic always renders rtl, and a manual rtl choice in another language stays', () => {
    expect(initialSettings(defaultSettings, 'ar').direction).toBe('rtl');
    expect(initialSettings({ ...defaultSettings, direction: 'rtl' }, 'de').direction).toBe('rtl');
    expect(initialSettings(defaultSettings, 'de').direction).toBe('ltr');
  });
});
