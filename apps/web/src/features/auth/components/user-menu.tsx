import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { accountPathsForRole, homePathForRole } from '../home-path.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useSession } from '../hooks/use-session.ts';
import { initialsOf } from './profile-card.tsx';

/** Avatar menu of the signed-in user: where they belong, and signing out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!session) return null;
  const { user } = session;
  const accountPaths = accountPathsForRole(user.role);

  return (
    <>
      <Tooltip title={t('user.menu')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('user.menu')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          data-testid="user-menu"
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 14,
            }}
          >
            {user.guest ? <PersonOutlineIcon fontSize="small" /> : initialsOf(user.name, user.email)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1.5, maxWidth: 280 }}>
          <Typography variant="subtitle2" noWrap>
            {user.guest ? t('profile.guestName') : user.name || user.email}
          </Typography>
          {user.guest ? null : (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t(`user.roles.${user.role}`)}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          component={RouterLink}
          to={homePathForRole(user.role)}
          onClick={() => setAnchor(null)}
          data-testid="user-menu-home"
        >
          <ListItemIcon>
            <SpaceDashboardIcon fontSize="small" />
          </ListItemIcon>
          {t(`user.home.${user.role}`)}
        </MenuItem>
        {user.guest || user.role === 'appUser' ? null : (
          <MenuItem
            component={RouterLink}
            to={accountPaths.profile}
            onClick={() => setAnchor(null)}
            data-testid="user-menu-profile"
          >
            <ListItemIcon>
              <AccountCircleIcon fontSize="small" />
            </ListItemIcon>
            {t('user.profile')}
          </MenuItem>
        )}
        {user.guest ? null : (
          <MenuItem
            component={RouterLink}
            to={accountPaths.security}
            onClick={() => setAnchor(null)}
            data-testid="user-menu-security"
          >
            <ListItemIcon>
              <SecurityIcon fontSize="small" />
            </ListItemIcon>
            {t('user.security')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout();
          }}
          data-testid="logout"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
          </ListItemIcon>
          {t('user.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
