import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { ThemeSettingsControls, ThemeSettingsReset } from '../../theme/settings-controls.tsx';

/**
 * /admin/settings: the theme settings as a page. The same controls and store as the
 * header's drawer, so a change here shows there (and in the cookie) at once.
 */
export function AdminSettingsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('screens.adminSettings.title')}
        description={t('screens.adminSettings.description')}
      />
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
    </>
  );
}
