import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink, useLocation, useNavigate } from '../../../routing/build-router.ts';
import { useLogout } from '../../../shared/session/use-logout.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { CheckInboxStep } from '../components/check-inbox-step.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { SignUpLayout } from '../components/sign-up-layout.tsx';
import { homePathForRole } from '../home-path.ts';

interface RegisterState {
  registeredEmail?: unknown;
  justSent?: unknown;
}

/** /partner/register: create an account, then confirm the email address. */
export function StudioRegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const logout = useLogout();
  const state = (location.state ?? {}) as RegisterState;
  const user = session && !session.user.guest ? session.user : null;

  const registeredEmail = typeof state.registeredEmail === 'string' ? state.registeredEmail : null;
  const waitingFor = registeredEmail ?? (user && !user.emailVerified ? user.email : null);

  if (waitingFor && !(user?.email === waitingFor && user.emailVerified)) {
    return (
      <SignUpLayout step="verify">
        <CheckInboxStep email={waitingFor} justSent={state.justSent === true} />
      </SignUpLayout>
    );
  }

  if (user) {
    const hasShop = user.role !== 'appUser';
    return (
      <SignUpLayout step={user.emailVerified ? 'verify' : 'account'}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }} data-testid="page-title">
          {t('screens.studioRegister.title')}
        </Typography>
        <Alert severity="info" sx={{ mb: 3 }} data-testid="register-signed-in">
          {t('user.signedInAs', { name: user.name || user.email })}
        </Alert>
        <Stack sx={{ gap: 1.5 }}>
          <Button
            component={RouterLink}
            to={hasShop ? homePathForRole(user.role) : '/partner/create'}
            variant="contained"
            size="large"
            startIcon={hasShop ? undefined : <AddBusinessIcon />}
            data-testid="register-continue"
          >
            {hasShop ? t(`user.home.${user.role}`) : t('recovery.verify.createStudio')}
          </Button>
          <Button variant="outlined" size="large" onClick={logout}>
            {t('register.signOutToRegister')}
          </Button>
        </Stack>
      </SignUpLayout>
    );
  }

  return (
    <SignUpLayout step="account">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }} data-testid="page-title">
        {t('screens.studioRegister.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('register.subtitle')}
      </Typography>
      <RegisterForm
        onRegistered={(email) =>
          navigate('/partner/register', { replace: true, state: { registeredEmail: email, justSent: true } })
        }
      />
      <Divider sx={{ my: 4 }} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }} data-testid="register-login">
          {t('user.signIn')}
        </Link>
      </Typography>
    </SignUpLayout>
  );
}
