import PersonIcon from '@mui/icons-material/PersonOutlined';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SessionUser } from '@studio/domain/auth-contract';
import { isLocale, languageOptions } from '@studio/domain/locale';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { changeLocale } from '../../../i18n/i18n.ts';
import { directionOf } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { loadRtlCache } from '../../../theme/rtl-cache.ts';
import { useChangeAccountSettings } from '../api/change-account-settings.ts';
import { useAccountSettings } from '../api/get-account-settings.ts';
import { accountPathsForRole } from '../home-path.ts';

/**
 * The account's own settings on the settings page: its language (the app's and its mails') and
 * the mails it can switch off, then where the rest of the account is changed (profile, email and
 * password) and, for a studio's admin, the studio's own settings.
 */
export function AccountSettingsSections({ user }: { user: SessionUser }) {
  return (
    <>
      <LanguageAndMailsSection />
      <AccountLinksSection user={user} />
    </>
  );
}

function LanguageAndMailsSection() {
  const { t } = useTranslation();
  const settings = useAccountSettings();
  const change = useChangeAccountSettings();
  return (
    <SectionCard
      title={t('accountSettings.title')}
      description={t('accountSettings.text')}
      testId="account-settings"
    >
      {settings.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : settings.isError ? (
        <Alert severity="error">{t('accountSettings.loadFailed')}</Alert>
      ) : (
        <Stack sx={{ gap: 3, maxWidth: 520 }}>
          <TextField
            select
            label={t('accountSettings.language')}
            helperText={t('accountSettings.languageHint')}
            value={settings.data.locale}
            disabled={change.isPending}
            onChange={(event) => {
              const locale = event.target.value;
              if (!isLocale(locale)) return;
              change.mutate(
                { locale },
                {
                  onSuccess: () => {
                    // Arabic's mirrored styles arrive with its texts, so the page never shows half-mirrored.
                    void Promise.all([
                      changeLocale(locale),
                      directionOf(locale) === 'rtl' ? loadRtlCache() : null,
                    ]);
                    notify(t('accountSettings.saved'));
                  },
                },
              );
            }}
            slotProps={{
              select: { native: true },
              htmlInput: { 'data-testid': 'account-settings-language' },
            }}
          >
            {languageOptions.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.label}
              </option>
            ))}
          </TextField>
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.data.reviewRequestMails}
                  disabled={change.isPending}
                  onChange={(event) =>
                    change.mutate(
                      { reviewRequestMails: event.target.checked },
                      { onSuccess: () => notify(t('accountSettings.saved')) },
                    )
                  }
                  slotProps={{ input: { ...{ 'data-testid': 'account-settings-review-mails' } } }}
                />
              }
              label={t('accountSettings.reviewMails')}
            />
            <FormHelperText sx={{ mt: 0 }}>{t('accountSettings.reviewMailsHint')}</FormHelperText>
          </div>
        </Stack>
      )}
    </SectionCard>
  );
}

function AccountLinksSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const paths = accountPathsForRole(user.role);
  return (
    <SectionCard
      title={t('accountSettings.more.title')}
      description={t('accountSettings.more.text')}
      testId="account-settings-links"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.profile} variant="outlined" startIcon={<PersonIcon />}>
          {t('accountSettings.more.profile')}
        </Button>
        {user.guest ? null : (
          <Button
            component={RouterLink}
            to={paths.security}
            variant="outlined"
            startIcon={<SecurityIcon />}
            data-testid="account-settings-security-link"
          >
            {t('accountSettings.more.security')}
          </Button>
        )}
        {user.role === 'shopAdmin' && user.shopId ? (
          <Button
            component={RouterLink}
            to="/shop/profile"
            variant="outlined"
            startIcon={<StorefrontIcon />}
            data-testid="account-settings-studio-link"
          >
            {t('accountSettings.more.studio')}
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
