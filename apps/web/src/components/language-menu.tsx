import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type Locale, languageOptions } from '@studio/domain/locale';

/** The open list of languages (its own chunk: loaded when the switcher is first opened). */
export function LanguageMenu({
  id,
  anchor,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languageOptions.map((option) => (
        <MenuItem
          key={option.code}
          selected={option.code === current}
          onClick={() => onChoose(option.code)}
          data-testid={`language-option-${option.code}`}
          lang={option.code}
        >
          <ListItemIcon>{option.code === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </Menu>
  );
}
