import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSearchParams } from '../../../routing/build-router.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLoginButton } from '../components/back-to-login-button.tsx';
import { RecoverEmailPanel } from '../components/recover-email-panel.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { SendResetLinkForm } from '../components/send-reset-link-form.tsx';
import { VerifyEmailPanel } from '../components/verify-email-panel.tsx';

/**
 * Account recovery. Mailed links open this page with ?mode=…&token=… (verifyEmail, resetPassword,
 * recoverEmail); without them it sends a password-reset link.
 */
export function RecoveryRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const token = params.get('token');

  if (mode === 'verifyEmail' && token) {
    return (
      <AuthCard icon={MarkEmailReadIcon} title={t('recovery.verify.title')}>
        <VerifyEmailPanel token={token} />
        <BackToLoginButton />
      </AuthCard>
    );
  }
  if (mode === 'recoverEmail' && token) {
    return (
      <AuthCard icon={RestoreIcon} title={t('recovery.recoverEmail.title')}>
        <RecoverEmailPanel token={token} />
        <BackToLoginButton />
      </AuthCard>
    );
  }
  if (mode === 'resetPassword' && token) {
    return (
      <AuthCard icon={LockResetIcon} title={t('recovery.reset.title')} intro={t('recovery.reset.intro')}>
        <ResetPasswordForm token={token} />
        <BackToLoginButton />
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={LockResetIcon} title={t('screens.recovery.title')} intro={t('recovery.intro')}>
      <SendResetLinkForm />
      <BackToLoginButton />
    </AuthCard>
  );
}
