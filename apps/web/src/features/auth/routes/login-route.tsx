import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { LoginResponse } from '@studio/domain/auth-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink, useLocation, useNavigate } from '../../../routing/build-router.ts';
import { useLogout } from '../../../shared/session/use-logout.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { LoginForm } from '../../../shared/sign-in/components/login-form.tsx';
import { pathAfterSignIn, signInReturnState } from '../../../shared/sign-in/sign-in-return.ts';
import { homePathForRole } from '../home-path.ts';

const benefitKeys = ['login.benefits.booking', 'login.benefits.loyalty', 'login.benefits.insights'] as const;

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const logout = useLogout();

  // A guard sends people here with the page they wanted, a "sign in" link with the page it was on.
  const returnState = signInReturnState(location.state);

  function onSignedIn({ user }: LoginResponse) {
    navigate(pathAfterSignIn(returnState, user.role) ?? homePathForRole(user.role, user.shopLevel), {
      replace: true,
    });
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
        py: { xs: 2, md: 6 },
        maxWidth: 1080,
        mx: 'auto',
      }}
    >
      <Box
        sx={(theme) => ({
          display: { xs: 'none', md: 'block' },
          p: 5,
          borderRadius: 6,
          color: theme.palette.primary.contrastText,
          background: `radial-gradient(circle at 85% 10%, ${alpha('#ffffff', 0.18)}, transparent 40%), linear-gradient(145deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
        })}
      >
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, mb: 2 }}>
          {t('login.asideTitle')}
        </Typography>
        <Typography sx={{ opacity: 0.92, mb: 4 }}>{t('login.asideText')}</Typography>
        <Stack sx={{ gap: 2 }}>
          {benefitKeys.map((key) => (
            <Stack key={key} direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
              <CheckCircleIcon aria-hidden />
              <Typography>{t(key)}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>

      <Card sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 480, mx: 'auto' }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }} data-testid="page-title">
          {t('screens.login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('login.subtitle')}
        </Typography>

        {/* A guest's identity is an internal one (guest-…@guest.invalid): nothing to show or sign out of. */}
        {session && !session.user.guest ? (
          <Alert
            severity="info"
            sx={{ mb: 3 }}
            data-testid="login-signed-in"
            action={
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                  color="inherit"
                  size="small"
                  component={RouterLink}
                  to={homePathForRole(session.user.role, session.user.shopLevel)}
                  data-testid="login-continue"
                >
                  {t('login.continue')}
                </Button>
                <Button color="inherit" size="small" onClick={logout}>
                  {t('user.signOut')}
                </Button>
              </Stack>
            }
          >
            {t('user.signedInAs', { name: session.user.name || session.user.email })}
          </Alert>
        ) : null}

        <LoginForm onSignedIn={onSignedIn} returnTo={pathAfterSignIn(returnState, 'appUser') ?? undefined} />

        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
          {t('login.noAccount')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          <Button
            component={RouterLink}
            to="/register"
            state={returnState}
            variant="outlined"
            fullWidth
            data-testid="login-register-customer"
          >
            {t('login.registerCustomer')}
          </Button>
          <Button
            component={RouterLink}
            to="/partner/register"
            variant="text"
            fullWidth
            data-testid="login-register"
          >
            {t('login.registerStudio')}
          </Button>
        </Stack>
      </Card>
    </Box>
  );
}
