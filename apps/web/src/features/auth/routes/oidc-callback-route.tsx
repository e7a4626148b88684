import ReplayIcon from '@mui/icons-material/Replay';
import SyncProblemIcon from '@mui/icons-material/SyncProblemOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import { useEffect, useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { sessionStore } from '../../../lib/auth-session.ts';
import { useLocation, useNavigate } from '../../../routing/build-router.ts';
import {
  browserSessionStorage,
  forgetPendingSignIn,
  type PendingSignIn,
  readPendingSignIn,
  startOidcSignIn,
} from '../../../shared/sign-in/oidc-pending-sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLoginButton } from '../components/back-to-login-button.tsx';
import { homePathForRole } from '../home-path.ts';
import { type OidcCallbackFragment, parseOidcCallbackFragment } from '../oidc-callback-fragment.ts';

/** Answers worth another attempt: an expired or interrupted sign-in, or the provider being away. */
const retryableCodes: ReadonlySet<ErrorCode | null> = new Set([
  ErrorCode.signInRequired,
  ErrorCode.internalError,
  null,
]);

interface CallbackState {
  fragment: OidcCallbackFragment;
  pending: PendingSignIn | null;
}

/** A session nobody in this tab asked for is refused like an expired attempt. */
function failureCodeOf({ fragment, pending }: CallbackState): ErrorCode | null {
  if (fragment.outcome === 'failed') return fragment.errorCode;
  return pending && fragment.outcome === 'signedIn' ? null : ErrorCode.signInRequired;
}

/**
 * /auth/callback: where the server sends the browser after the platform identity sign-in. It
 * stores the session as the password login does and goes on to the page the sign-in began on.
 */
export function OidcCallbackRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the fragment is removed from the address bar right after.
  const [state] = useState<CallbackState>(() => ({
    fragment: parseOidcCallbackFragment(location.hash),
    pending: readPendingSignIn(browserSessionStorage(), Date.now()),
  }));
  const signedIn = state.fragment.outcome === 'signedIn' && state.pending !== null ? state.fragment : null;

  useEffect(() => {
    forgetPendingSignIn(browserSessionStorage());
    if (!signedIn) {
      // The token must not stay in the address bar or the history.
      if (location.hash) navigate({ pathname: location.pathname }, { replace: true });
      return;
    }
    const { token, user } = signedIn.session;
    sessionStore.save(token, user);
    navigate(signedIn.returnTo ?? homePathForRole(user.role, user.shopLevel), { replace: true });
  }, [signedIn, navigate, location.hash, location.pathname]);

  if (signedIn) return <PageLoader />;

  const code = failureCodeOf(state);
  const message = code === null ? t('errors.unexpected') : errorMessage(code, toLocale(i18n.language));

  return (
    <AuthCard
      icon={SyncProblemIcon}
      title={t('oidc.callback.failedTitle')}
      intro={t('oidc.callback.failedIntro')}
    >
      <Alert severity="error" sx={{ mb: 3 }} data-testid="oidc-callback-error">
        {message}
      </Alert>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between' }}
      >
        <BackToLoginButton />
        {retryableCodes.has(code) ? (
          <Button
            variant="contained"
            startIcon={<ReplayIcon />}
            onClick={() => startOidcSignIn(state.pending?.returnTo, toLocale(i18n.language))}
            data-testid="oidc-callback-retry"
          >
            {t('oidc.callback.retry')}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
