import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { AccountSettingsSections } from '../../features/auth/components/account-settings-sections.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { Navigate } from '../../routing/build-router.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { ThemeSettingsControls, ThemeSettingsReset } from '../../theme/settings-controls.tsx';

/**
 * /admin/settings and /shop/settings: the account's language and mails, where the rest of the
 * account (and a studio admin's studio) is changed, and the appearance on this device. The
 * appearance uses the same controls and store as the header's drawer, so a change here shows there
 * (and in the cookie) at once.
 */
export function SettingsRoute({ screenKey }: { screenKey: string }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <>
      <PageHeader title={t(`${screenKey}.title`)} description={t(`${screenKey}.description`)} />
      <Stack sx={{ gap: 3 }}>
        <AccountSettingsSections user={session.user} />
        <SectionCard title={t('settings.appearance')} testId="settings-page">
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              columnGap: 4,
              rowGap: 3,
              alignItems: 'start',
            }}
          >
            <ThemeSettingsControls heading="h3" />
          </Box>
          <Stack sx={{ mt: 3, gap: 1.5, alignItems: 'flex-start' }}>
            <ThemeSettingsReset />
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}
