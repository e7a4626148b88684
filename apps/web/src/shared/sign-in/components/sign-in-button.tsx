import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink, useLocation } from '../../../routing/build-router.ts';
import { browsingState } from '../sign-in-return.ts';

/** The top bar's "sign in": it remembers the page, so a customer comes back to it afterwards. */
export function SignInButton() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Button
      component={RouterLink}
      to="/login"
      state={browsingState(`${pathname}${search}`)}
      variant="contained"
      size="small"
      startIcon={<LoginIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      data-testid="nav-login"
      sx={{ ml: { xs: 0.5, sm: 1 }, whiteSpace: 'nowrap' }}
    >
      {t('user.signIn')}
    </Button>
  );
}
