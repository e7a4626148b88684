import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PlanId } from '@studio/domain/payments-contract';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { NoMoneyTakenNotice } from '../../../components/no-money-taken-notice.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { PlanCards } from '../../../shared/plans/components/plan-cards.tsx';
import { useStartSubscription } from '../api/start-subscription.ts';

/** The subscription plan dialog: choose a plan and pay for it at the provider. */
export function PlanDialog({
  shopId,
  current,
  onClose,
}: {
  shopId: string;
  current: PlanId | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartSubscription(shopId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="plan-dialog">
      <DialogTitle>{t('plans.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('plans.dialogText')}</DialogContentText>
        <NoMoneyTakenNotice sx={{ mb: 2 }} />
        {start.error ? <ApiErrorAlert error={start.error} testId="plan-error" sx={{ mb: 2 }} /> : null}
        <PlanCards
          textPrefix="plans.cards"
          current={current}
          action={{ onChoose: (plan) => start.mutate(plan.id), busy: start.isPending }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
