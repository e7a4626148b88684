import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { SettingsButton } from '../../theme/settings-button.tsx';

/** The controls every layout header carries: language, settings, and the account. */
export function HeaderActions({ signedOut }: { signedOut?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 } }}>
      <LanguageSwitcher />
      <SettingsButton />
      {signedOut}
      <UserMenu />
    </Stack>
  );
}
