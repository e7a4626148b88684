import GoogleIcon from '@mui/icons-material/Google';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useEffect, useState } from 'react';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useOidcSignInOptions } from '../api/get-oidc-sign-in-options.ts';
import { startOidcSignIn } from '../oidc-pending-sign-in.ts';

/**
 * "Continue with Google" (or the configured provider) above the password form, followed by an
 * "or" divider. Absent while the server has no platform identity sign-in configured.
 */
export function OidcSignInButton({ returnTo }: { returnTo: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { data: options } = useOidcSignInOptions();
  const [leaving, setLeaving] = useState(false);

  // Back from the provider's page through the browser cache: the button must work again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (!options?.enabled || !options.providerName) return null;
  const provider = options.providerName;
  const Icon = provider === 'Google' ? GoogleIcon : KeyIcon;

  function start() {
    setLeaving(true);
    startOidcSignIn(returnTo, toLocale(i18n.language));
  }

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        startIcon={<Icon />}
        loading={leaving}
        onClick={start}
        sx={{ borderColor: 'divider', fontWeight: 600 }}
        data-testid="oidc-sign-in"
      >
        {t('oidc.continueWith', { provider })}
      </Button>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{t('oidc.or')}</Divider>
    </>
  );
}
