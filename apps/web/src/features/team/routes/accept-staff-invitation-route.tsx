import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { Link as RouterLink, useNavigate, useSearchParams } from '../../../routing/build-router.ts';
import { useLogout } from '../../../shared/session/use-logout.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { LoginForm } from '../../../shared/sign-in/components/login-form.tsx';
import { useAcceptStaffInvitation } from '../api/accept-staff-invitation.ts';

/** Staff start in the calendar (their column); managers and owners on the studio's dashboard. */
function landingOf(user: SessionUser): string {
  return user.shopLevel === 'staff' ? '/calendar' : '/shop';
}

/**
 * /staff-invitation?token=…: the invitation mail's link. The invitee signs in (or registers with
 * the invited email first), accepts, and lands in the studio's admin area.
 */
export function AcceptStaffInvitationRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const accept = useAcceptStaffInvitation();
  const signedIn = session && !session.user.guest ? session.user : null;
  // Signing in here keeps the form on screen until the acceptance answers: the form's own answer
  // is what starts it.
  const [viaForm, setViaForm] = useState(() => signedIn === null);
  const here = `/staff-invitation?${new URLSearchParams({ token }).toString()}`;

  const acceptNow = () =>
    accept.mutate(token, {
      onSuccess: ({ user }) => navigate(landingOf(user), { replace: true }),
      onError: () => setViaForm(false),
    });
  const failure = accept.error;
  const failureText = failure ? (isApiError(failure) ? failure.message : t('errors.unexpected')) : null;
  const otherEmail = isApiError(failure) && failure.errorCode === ErrorCode.forbidden;

  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 520, mx: 'auto', my: { xs: 2, md: 6 } }}>
      <Stack sx={{ gap: 2.5 }} data-testid="staff-invitation">
        <Typography variant="h4" component="h1" data-testid="page-title">
          {t('screens.staffInvitation.title')}
        </Typography>
        <Typography color="text.secondary">{t('team.accept.intro')}</Typography>
        {!token ? <Alert severity="error">{t('team.accept.noToken')}</Alert> : null}
        {failureText ? (
          <Alert severity="error" data-testid="staff-invitation-error">
            {failureText}
            {otherEmail ? ` ${t('team.accept.otherEmail')}` : ''}
          </Alert>
        ) : null}
        {token && signedIn && !viaForm ? (
          <>
            <Typography>{t('team.accept.signedInAs', { email: signedIn.email })}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
              <Button
                variant="contained"
                size="large"
                loading={accept.isPending}
                onClick={acceptNow}
                data-testid="staff-invitation-accept"
              >
                {t('team.accept.accept')}
              </Button>
              <Button onClick={logout}>{t('team.accept.signOut')}</Button>
            </Stack>
          </>
        ) : null}
        {token && (viaForm || !signedIn) ? (
          <>
            <Typography variant="h6" component="h2">
              {t('team.accept.signInTitle')}
            </Typography>
            <LoginForm onSignedIn={acceptNow} returnTo={here} />
            <Divider />
            <Typography variant="body2">
              {t('team.accept.newHere')}{' '}
              {/* Registering comes back here once the address is confirmed, to accept. */}
              <Link
                component={RouterLink}
                to="/register"
                state={{ from: here }}
                underline="always"
                data-testid="staff-invitation-register"
              >
                {t('team.accept.register')}
              </Link>
            </Typography>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
