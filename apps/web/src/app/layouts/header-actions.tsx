import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';

/**
 * The controls of a layout header: language and the account, and in the admin portals the
 * settings drawer (layout, direction, colours), which customers do not get. The admin layout
 * passes that button in, so its code stays out of the customer pages' entry.
 */
export function HeaderActions({ signedOut, settings }: { signedOut?: ReactNode; settings?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 } }}>
      <LanguageSwitcher />
      {settings}
      {signedOut}
      <UserMenu />
    </Stack>
  );
}
