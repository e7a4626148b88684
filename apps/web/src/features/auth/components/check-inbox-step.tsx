import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { CheckInboxPanel } from './check-inbox-panel.tsx';

/** The sign-up step after registering: the page title, what to do, and the inbox panel. */
export function CheckInboxStep({
  email,
  justSent,
  forCustomer = false,
  continueTo,
}: {
  email: string;
  justSent: boolean;
  forCustomer?: boolean;
  continueTo?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }} data-testid="page-title">
        {t('verifyEmail.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('verifyEmail.intro')}
      </Typography>
      <CheckInboxPanel
        // A new registration restarts the panel, so its countdown starts with the mail just sent.
        key={`${email}:${String(justSent)}`}
        email={email}
        justSent={justSent}
        forCustomer={forCustomer}
        continueTo={continueTo}
      />
    </>
  );
}
