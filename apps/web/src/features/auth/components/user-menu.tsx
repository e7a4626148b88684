import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useLogout } from '../../../shared/session/use-logout.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { initialsOf } from '../user-initials.ts';

// The open menu (MUI Menu, Popover, Modal) loads on the first click, not with every page.
const UserMenuPopup = lazy(async () => ({ default: (await import('./user-menu-popup.tsx')).UserMenuPopup }));

/** Avatar menu of the signed-in user: where they belong, and signing out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  // A guest has no account to show or sign out of; the header offers sign-in instead.
  if (!session || session.user.guest) return null;
  const { user } = session;

  return (
    <>
      <IconButton
        // A native hint: MUI's Tooltip would bring its popper code into every page.
        title={t('user.menu')}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
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
          {initialsOf(user.name, user.email)}
        </Avatar>
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <UserMenuPopup
            id={menuId}
            anchor={anchor}
            user={user}
            onClose={() => setAnchor(null)}
            onSignOut={() => {
              setAnchor(null);
              logout();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
