import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { meQueryOptions } from '../../../shared/session/get-me.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** How often a signed-in page asks whether the address was confirmed meanwhile (e.g. on a phone). */
const VERIFIED_POLL_MS = 5000;

/**
 * "Check your inbox": names the address, offers to resend the link, and moves on by itself once
 * the address is confirmed in another tab or on another device.
 */
export function CheckInboxPanel({
  email,
  justSent = false,
  forCustomer = false,
  continueTo,
}: {
  email: string;
  justSent?: boolean;
  /** A customer's account goes on to the account page, a studio owner's to creating the studio. */
  forCustomer?: boolean;
  /** A customer who signed up on the way to something goes back there instead of the account page. */
  continueTo?: string | undefined;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const signedInAs = session && session.user.email === email ? session : null;
  useQuery({
    ...meQueryOptions(signedInAs?.token ?? null),
    refetchInterval: signedInAs && !signedInAs.user.emailVerified ? VERIFIED_POLL_MS : false,
  });

  if (signedInAs?.user.emailVerified) {
    return (
      <Stack sx={{ gap: 3 }} data-testid="check-inbox-verified">
        <Alert severity="success">{t('recovery.verify.done')}</Alert>
        {forCustomer ? (
          <Button
            component={RouterLink}
            to={continueTo ?? '/account'}
            variant="contained"
            size="large"
            startIcon={<AccountCircleIcon />}
            data-testid="check-inbox-account"
          >
            {continueTo ? t('login.continue') : t('footer.myAccount')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to="/partner/create"
            variant="contained"
            size="large"
            startIcon={<AddBusinessIcon />}
            data-testid="check-inbox-create-studio"
          >
            {t('recovery.verify.createStudio')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack sx={{ gap: 3 }} data-testid="check-inbox">
      <Alert icon={<MarkEmailUnreadIcon />} severity="info">
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('verifyEmail.sentTo')}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="check-inbox-email">
          {email}
        </Typography>
      </Alert>
      <Typography color="text.secondary">{t('verifyEmail.instructions')}</Typography>
      <ResendVerificationButton email={email} justSent={justSent} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('verifyEmail.spamHint')}
      </Typography>
    </Stack>
  );
}
