import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { screenIcons } from '../../../shared/screen-icons.ts';
import { screenOf } from '../../../shared/screens.ts';
import type { NavGroup, NavItem } from '../../navigation/nav-types.ts';
import { useIsActive } from './use-is-active.ts';

const itemSx = {
  borderRadius: 2,
  mx: 1.5,
  mb: 0.25,
  '&.Mui-selected': { color: 'primary.main', fontWeight: 600 },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
} as const;

function NavLeaf({
  item,
  depth,
  onNavigate,
  bare = false,
}: {
  item: NavItem;
  depth: number;
  onNavigate?: () => void;
  /** The caller provides the list item itself (a branch row with its toggle). */
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const screen = screenOf(item.screen);
  const Icon = screenIcons[item.screen];
  const active = isActive(screen.path);
  const button = (
    <ListItemButton
      component={RouterLink}
      to={screen.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-testid={`nav-${item.screen}`}
      sx={{ ...itemSx, pl: depth > 0 ? 4.5 : 2, py: depth > 0 ? 0.5 : 1 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize={depth > 0 ? 'small' : 'medium'} />
      </ListItemIcon>
      <ListItemText
        primary={t(`nav.items.${item.screen}`)}
        slotProps={{
          primary: { variant: depth > 0 ? 'body2' : 'body1', sx: { fontWeight: active ? 600 : 500 } },
        }}
      />
      {screen.comingSoon ? (
        <Chip label={t('nav.comingSoon')} size="small" color="secondary" variant="outlined" sx={{ ml: 1 }} />
      ) : null}
    </ListItemButton>
  );
  return bare ? (
    button
  ) : (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {button}
    </ListItem>
  );
}

function NavBranch({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const screen = screenOf(item.screen);
  const inSection = isActive(screen.path, true);
  const [expanded, setExpanded] = useState<boolean | null>(null);
  // Opens by itself inside the section until the user chooses otherwise.
  const open = expanded ?? inSection;
  const label = t(`nav.items.${item.screen}`);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ position: 'relative', '& > .MuiListItemButton-root': { pr: 6 } }}>
        <NavLeaf item={item} depth={0} onNavigate={onNavigate} bare />
        <IconButton
          size="small"
          onClick={() => setExpanded(!open)}
          aria-expanded={open}
          aria-label={t(open ? 'nav.collapse' : 'nav.expand', { section: label })}
          data-testid={`nav-toggle-${item.screen}`}
          sx={{ position: 'absolute', top: '50%', right: 20, transform: 'translateY(-50%)' }}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {item.children?.map((child) => (
            <NavLeaf key={child.screen} item={child} depth={1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The full side navigation: group headings, items, and the bookings sub-pages. */
export function VerticalNav({
  groups,
  header,
  onNavigate,
}: {
  groups: readonly NavGroup[];
  /** Shown above the groups inside the landmark (the brand), so nothing in the drawer sits outside one. */
  header?: ReactNode;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ pb: 1 }}>
      {header}
      {groups.map((group) => (
        <List
          key={group.id}
          dense={false}
          subheader={
            <ListSubheader
              disableSticky
              sx={{
                bgcolor: 'transparent',
                lineHeight: 2.5,
                px: 3.5,
                fontSize: 12,
                textTransform: 'uppercase',
              }}
            >
              {t(`nav.groups.${group.id}`)}
            </ListSubheader>
          }
        >
          {group.items.map((item) =>
            item.children?.length ? (
              <NavBranch key={item.screen} item={item} onNavigate={onNavigate} />
            ) : (
              <NavLeaf key={item.screen} item={item} depth={0} onNavigate={onNavigate} />
            ),
          )}
        </List>
      ))}
    </Box>
  );
}
