import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** Says plainly that this is the built-in test provider: nothing is charged or paid out. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" icon={<ScienceIcon />} sx={{ mb: 3 }} data-testid="test-mode-banner">
      {t('testPayments.banner')}
    </Alert>
  );
}
