import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink, useLocation, useNavigate } from '../../../routing/build-router.ts';
import { prefillFromState } from '../../../shared/sign-in/register-prefill.ts';
import { pathAfterSignIn, signInReturnState } from '../../../shared/sign-in/sign-in-return.ts';
import { CheckInboxStep } from '../components/check-inbox-step.tsx';
import { RegisterForm } from '../components/register-form.tsx';

interface RegisteredState {
  registeredEmail?: unknown;
}

/**
 * /register: a customer's account, to collect stamps and see bookings in one place. Reached from
 * the booking confirmation with what the guest booked with already filled in, and from the login page.
 */
export function CustomerRegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const registeredEmail = (location.state as RegisteredState | null)?.registeredEmail;
  const prefill = prefillFromState(location.state);
  // Where the customer was before "sign in": they go on there once the account is ready.
  const returnState = signInReturnState(location.state);

  return (
    <Card
      sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 560, mx: 'auto' }}
      data-testid="customer-register"
    >
      {typeof registeredEmail === 'string' ? (
        <CheckInboxStep
          email={registeredEmail}
          justSent
          forCustomer
          continueTo={pathAfterSignIn(returnState, 'appUser') ?? undefined}
        />
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }} data-testid="page-title">
            {t('screens.register.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('customerRegister.subtitle')}
          </Typography>
          <RegisterForm
            initialValues={prefill ?? undefined}
            onRegistered={(email) =>
              navigate('/register', { replace: true, state: { ...returnState, registeredEmail: email } })
            }
          />
          <Divider sx={{ my: 4 }} />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('register.haveAccount')}{' '}
            <Link component={RouterLink} to="/login" state={returnState} sx={{ fontWeight: 600 }}>
              {t('user.signIn')}
            </Link>
          </Typography>
        </>
      )}
    </Card>
  );
}
