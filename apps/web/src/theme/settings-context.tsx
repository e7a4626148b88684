import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { toLocale } from '../i18n/language.ts';
import { browserCookieJar } from './cookie-jar.ts';
import {
  type CookieJar,
  defaultSettings,
  initialSettings,
  readSettings,
  removeSettings,
  type ThemeSettings,
  withLanguageDirection,
  writeSettings,
} from './settings.ts';

interface SettingsContextValue {
  settings: ThemeSettings;
  update: (patch: Partial<ThemeSettings>) => void;
  reset: () => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({
  children,
  jar = browserCookieJar,
}: {
  children: ReactNode;
  jar?: CookieJar;
}) {
  const [settings, setSettings] = useState(() => initialSettings(readSettings(jar), currentLocale()));
  // Read by callbacks so they can compute the next value (and write the cookie) outside a state updater.
  const latest = useRef(settings);

  const apply = useCallback(
    (next: ThemeSettings) => {
      if (next === latest.current) return;
      latest.current = next;
      writeSettings(jar, next);
      setSettings(next);
    },
    [jar],
  );

  const update = useCallback(
    (patch: Partial<ThemeSettings>) => apply({ ...latest.current, ...patch }),
    [apply],
  );

  const reset = useCallback(() => {
    removeSettings(jar);
    // A reset keeps the direction the current language needs (Arabic stays rtl).
    const next = withLanguageDirection(defaultSettings, currentLocale());
    latest.current = next;
    setSettings(next);
  }, [jar]);

  useEffect(() => {
    const onLanguageChanged = (language: string) =>
      apply(withLanguageDirection(latest.current, toLocale(language)));
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [apply]);

  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
