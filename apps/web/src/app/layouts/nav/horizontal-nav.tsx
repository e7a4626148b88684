import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha, type Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { screenIcons } from '../../../shared/screen-icons.ts';
import { screenOf } from '../../../shared/screens.ts';
import type { NavGroup, NavItem } from '../../navigation/nav-types.ts';
import { useIsActive } from './use-is-active.ts';

function buttonSx(active: boolean) {
  return (theme: Theme) => ({
    flexShrink: 0,
    px: 1.5,
    color: active ? theme.palette.primary.main : theme.palette.text.primary,
    bgcolor: active ? alpha(theme.palette.primary.main, 0.1) : 'transparent',
    fontWeight: active ? 700 : 500,
  });
}

function MenuEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const screen = screenOf(item.screen);
  const Icon = screenIcons[item.screen];
  const label = t(`nav.items.${item.screen}`);
  const entries = [item, ...(item.children ?? [])];
  return (
    <>
      <Button
        startIcon={<Icon />}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid={`nav-menu-${item.screen}`}
        sx={buttonSx(isActive(screen.path, true))}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => {
          const entryScreen = screenOf(entry.screen);
          const EntryIcon = screenIcons[entry.screen];
          return (
            <MenuItem
              key={entry.screen}
              component={RouterLink}
              to={entryScreen.path}
              selected={isActive(entryScreen.path)}
              onClick={() => setAnchor(null)}
              data-testid={`nav-${entry.screen}`}
            >
              <ListItemIcon>
                <EntryIcon fontSize="small" />
              </ListItemIcon>
              {t(`nav.items.${entry.screen}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** A second header row with the navigation laid out horizontally (settings: layout "horizontal"). */
export function HorizontalNav({ groups }: { groups: readonly NavGroup[] }) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 2,
        py: 0.75,
        overflowX: 'auto',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {groups.map((group, index) => (
        <Box key={group.id} sx={{ display: 'contents' }}>
          {index > 0 ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
          {group.items.map((item) => {
            if (item.children?.length) return <MenuEntry key={item.screen} item={item} />;
            const screen = screenOf(item.screen);
            const Icon = screenIcons[item.screen];
            const active = isActive(screen.path);
            return (
              <Button
                key={item.screen}
                component={RouterLink}
                to={screen.path}
                startIcon={<Icon />}
                aria-current={active ? 'page' : undefined}
                data-testid={`nav-${item.screen}`}
                sx={buttonSx(active)}
              >
                {t(`nav.items.${item.screen}`)}
                {screen.comingSoon ? (
                  <Chip
                    label={t('nav.comingSoon')}
                    size="small"
                    color="secondary"
                    variant="outlined"
                    sx={{ ml: 1 }}
                  />
                ) : null}
              </Button>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
