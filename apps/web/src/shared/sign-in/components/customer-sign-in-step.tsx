import LoginIcon from '@mui/icons-material/LoginOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@studio/domain/auth-contract';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocation } from '../../../routing/build-router.ts';
import { useStartGuestSession } from '../api/start-guest-session.ts';
import { LoginForm } from './login-form.tsx';

export interface CustomerSignInStepProps {
  /** Called once someone is signed in, as a guest or with an account. */
  onSignedIn?: (user: SessionUser) => void;
  /** Redeeming a deal needs an account; such flows hide the guest choice. */
  allowGuest?: boolean;
  /** The heading level of the two choices, so the step fits under the host page's own h1. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The customer sign-in step: continue as a guest, log in, or use the platform identity
 * (shown when configured; it comes back to this very page). Booking and order flows put it before
 * their summary; /account shows it to signed-out visitors.
 */
export function CustomerSignInStep({
  onSignedIn,
  allowGuest = true,
  headingLevel = 'h2',
}: CustomerSignInStepProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const guest = useStartGuestSession();
  const loginTitleId = useId();
  const guestTitleId = useId();

  return (
    <Box
      data-testid="customer-sign-in"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: allowGuest ? '1.2fr 1fr' : '1fr' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Card component="section" aria-labelledby={loginTitleId} sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <LoginIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
          </Avatar>
          <Typography id={loginTitleId} variant="h6" component={headingLevel}>
            {t('signInStep.loginTitle')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('signInStep.loginText')}
        </Typography>
        <LoginForm
          onSignedIn={({ user }) => onSignedIn?.(user)}
          autoFocus={false}
          returnTo={`${location.pathname}${location.search}`}
        />
      </Card>
      {allowGuest ? (
        <Card component="section" aria-labelledby={guestTitleId} sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
            <Avatar sx={{ bgcolor: 'action.selected', color: 'text.primary' }}>
              <PersonOutlineIcon />
            </Avatar>
            <Typography id={guestTitleId} variant="h6" component={headingLevel}>
              {t('signInStep.guestTitle')}
            </Typography>
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('signInStep.guestText')}
          </Typography>
          {guest.isError ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="customer-guest-error">
              {isApiError(guest.error) ? guest.error.message : t('errors.unexpected')}
            </Alert>
          ) : null}
          <Button
            variant="outlined"
            size="large"
            fullWidth
            loading={guest.isPending}
            onClick={() => guest.mutate(undefined, { onSuccess: ({ user }) => onSignedIn?.(user) })}
            data-testid="customer-continue-as-guest"
          >
            {t('signInStep.guestAction')}
          </Button>
        </Card>
      ) : null}
    </Box>
  );
}
