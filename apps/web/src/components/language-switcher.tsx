import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type Locale, languageOptions } from '@studio/domain/locale';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n.ts';
import { languageOption, toLocale } from '../i18n/language.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languageOption(toLocale(i18n.language));

  function choose(locale: Locale) {
    setAnchor(null);
    void changeLocale(locale);
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languageOptions.map((option) => (
          <MenuItem
            key={option.code}
            selected={option.code === current.code}
            onClick={() => choose(option.code)}
            data-testid={`language-option-${option.code}`}
            lang={option.code}
          >
            <ListItemIcon>
              {option.code === current.code ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText primary={option.label} secondary={option.currency} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
