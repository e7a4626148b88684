import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { SettingsButton } from '../../theme/settings-button.tsx';

/**
 * The controls of a layout header: language and the account, and in the admin portals the
 * settings drawer (layout, direction, colours), which customers do not get.
 */
export function HeaderActions({
  signedOut,
  adminSettings = false,
}: {
  signedOut?: ReactNode;
  adminSettings?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 } }}>
      <LanguageSwitcher />
      {adminSettings ? <SettingsButton /> : null}
      {signedOut}
      <UserMenu />
    </Stack>
  );
}
