import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '../i18n/text-runtime.ts';
import { paymentsTakeNoMoney } from '../lib/payments-provider.ts';

/**
 * Says plainly that no money is taken while the server runs the built-in test provider: on the
 * checkout steps (vouchers, plans) and in the admin portals' header. Nothing with a real provider.
 */
export function NoMoneyTakenNotice({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  if (!paymentsTakeNoMoney(globalThis.document)) return null;
  return (
    <Alert severity="warning" icon={<ScienceIcon />} sx={sx} data-testid="no-money-taken">
      {t('noMoneyTaken.notice')}
    </Alert>
  );
}
