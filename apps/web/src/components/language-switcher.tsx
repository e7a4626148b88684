import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import type { Locale } from '@studio/domain/locale';
import { lazy, Suspense, useId, useState } from 'react';
import { changeLocale } from '../i18n/i18n.ts';
import { directionOf, languageOption, toLocale } from '../i18n/language.ts';
import { useTranslation } from '../i18n/text-runtime.ts';
import { loadRtlCache } from '../theme/rtl-cache.ts';

// The menu's code (MUI Menu, Popover, Modal) loads on the first click, not with every page.
const LanguageMenu = lazy(async () => ({ default: (await import('./language-menu.tsx')).LanguageMenu }));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const current = languageOption(toLocale(i18n.language));

  function choose(locale: Locale) {
    setAnchor(null);
    // Arabic's mirrored styles arrive with its texts, so the page never shows half-mirrored.
    void Promise.all([changeLocale(locale), directionOf(locale) === 'rtl' ? loadRtlCache() : null]);
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<TranslateIcon />}
        aria-label={t('language.change', { language: current.label })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="language-switcher"
        sx={{ minWidth: 0, px: 1.25, '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } } }}
      >
        {current.code.toUpperCase()}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            current={current.code}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
