import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';

export function BackToLoginButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to="/login"
      startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      data-testid="recovery-back"
    >
      {t('recovery.backToLogin')}
    </Button>
  );
}
