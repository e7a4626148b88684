import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { OrderGroup } from '@studio/domain/order-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useRequestGroupPayment } from '../api/request-group-payment.ts';

/** The open tab's "pay now": asks the staff for the bill once; then says they are on their way. */
export function TabPaymentRequest({ shopId, tab }: { shopId: string; tab: OrderGroup }) {
  const { t } = useTranslation();
  const request = useRequestGroupPayment(shopId);
  if (tab.status !== 'open') return null;
  if (tab.paymentRequestedAt) {
    return (
      <Alert severity="success" aria-live="polite" data-testid="order-tab-payment-requested">
        {t('orders.customer.paymentRequested')}
      </Alert>
    );
  }
  return (
    <>
      {request.isError ? (
        <Alert severity="error" data-testid="order-tab-payment-failed">
          {t('orders.customer.paymentRequestFailed')}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        loading={request.isPending}
        onClick={() => request.mutate(tab.id)}
        data-testid="order-tab-request-payment"
      >
        {t('orders.customer.requestPayment')}
      </Button>
    </>
  );
}
