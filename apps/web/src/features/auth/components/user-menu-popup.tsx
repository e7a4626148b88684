import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@studio/domain/auth-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { accountPathsForRole, homePathForRole } from '../home-path.ts';

/** The open avatar menu of an account (guests get none): who is signed in, where they belong, and signing out. */
export function UserMenuPopup({
  id,
  anchor,
  user,
  onClose,
  onSignOut,
}: {
  id: string;
  anchor: HTMLElement | null;
  user: SessionUser;
  onClose: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const accountPaths = accountPathsForRole(user.role);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1.5, maxWidth: 280 }}>
        <Typography variant="subtitle2" noWrap>
          {user.name || user.email}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`user.roles.${user.role}`)}
        </Typography>
      </Box>
      <Divider />
      <MenuItem
        component={RouterLink}
        to={homePathForRole(user.role, user.shopLevel)}
        onClick={onClose}
        data-testid="user-menu-home"
      >
        <ListItemIcon>
          <SpaceDashboardIcon fontSize="small" />
        </ListItemIcon>
        {t(`user.home.${user.role}`)}
      </MenuItem>
      {user.role === 'appUser' ? null : (
        <MenuItem
          component={RouterLink}
          to={accountPaths.profile}
          onClick={onClose}
          data-testid="user-menu-profile"
        >
          <ListItemIcon>
            <AccountCircleIcon fontSize="small" />
          </ListItemIcon>
          {t('user.profile')}
        </MenuItem>
      )}
      <MenuItem
        component={RouterLink}
        to={accountPaths.security}
        onClick={onClose}
        data-testid="user-menu-security"
      >
        <ListItemIcon>
          <SecurityIcon fontSize="small" />
        </ListItemIcon>
        {t('user.security')}
      </MenuItem>
      <MenuItem onClick={onSignOut} data-testid="logout">
        <ListItemIcon>
          <LogoutIcon fontSize="small" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        </ListItemIcon>
        {t('user.signOut')}
      </MenuItem>
    </Menu>
  );
}
