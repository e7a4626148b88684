import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isOpenOrder } from '@studio/domain/order-status';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useOpenOrderGroup } from '../api/get-open-order-group.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';
import { TabPaymentRequest } from './tab-payment-request.tsx';

/** After sending: "sent, being processed", then the status as the shop decides it, and the open tab to pay. */
export function SentOrderStatus({
  shopId,
  orderId,
  currency,
  onOrderMore,
}: {
  shopId: string;
  orderId: string;
  currency: string;
  onOrderMore: () => void;
}) {
  const { t } = useTranslation();
  const order = useOrder(shopId, orderId);
  const tab = useOpenOrderGroup(shopId, true);
  if (!order.data) return <LinearProgress aria-label={t('app.loading')} />;
  const open = isOpenOrder(order.data.status);
  return (
    <Stack sx={{ gap: 2 }} data-testid="order-sent">
      <Alert
        severity={order.data.status === 'declined' ? 'error' : open ? 'info' : 'success'}
        aria-live="polite"
      >
        {t(`orders.customer.statusText.${order.data.status}`, { table: order.data.tableNumber })}
      </Alert>
      <Card variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1, alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3">
            {t('orders.customer.yourOrder', { table: order.data.tableNumber })}
          </Typography>
          <OrderStatusChip status={order.data.status} />
        </Stack>
        <OrderLines order={order.data} currency={currency} />
      </Card>
      {tab.data ? (
        <>
          <Typography color="text.secondary" data-testid="order-tab-total">
            {t('orders.customer.tab', {
              count: tab.data.orders.length,
              total: formatMoney(tab.data.totalCents, currentLocale(), currency),
            })}
          </Typography>
          <TabPaymentRequest shopId={shopId} tab={tab.data} />
        </>
      ) : null}
      <Button variant="outlined" onClick={onOrderMore} data-testid="order-more">
        {t('orders.customer.orderMore')}
      </Button>
    </Stack>
  );
}
