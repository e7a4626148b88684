import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopOrder } from '@studio/domain/order-contract';
import type { OrderDecision } from '@studio/domain/order-status';
import type { ReactNode } from 'react';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';

const actionsOf: Record<ShopOrder['status'], OrderDecision[]> = {
  pending: ['completed', 'request_payment', 'declined'],
  request_payment: ['completed'],
  completed: [],
  declined: [],
};

/** One order on the shop's board with the moves it allows. */
export function OrderBoardCard({
  order,
  currency,
  studioZone,
  busy,
  onDecide,
  visitActions,
}: {
  order: ShopOrder;
  currency: string;
  studioZone: string;
  busy: boolean;
  onDecide: (decision: OrderDecision) => void;
  /** Under the newest order of a table's visit: the visit's state and closing it. */
  visitActions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={{ p: 2 }}
      data-testid="board-order"
      data-table={order.tableNumber}
      data-order-id={order.id}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h3">
          {t('orders.board.table', { table: order.tableNumber })}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {order.customer.guest ? t('orders.board.guest') : order.customer.name} ·{' '}
        {formatStudioDateTime(order.createdAt, studioZone, currentLocale())}
      </Typography>
      <OrderLines order={order} currency={currency} />
      {actionsOf[order.status].length > 0 ? (
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {actionsOf[order.status].map((decision) => (
            <Button
              key={decision}
              size="small"
              disabled={busy}
              variant={decision === 'completed' ? 'contained' : 'outlined'}
              color={decision === 'declined' ? 'error' : 'primary'}
              onClick={() => onDecide(decision)}
              data-testid={`board-order-${decision}`}
            >
              {t(`orders.board.action.${decision}`)}
            </Button>
          ))}
        </Stack>
      ) : null}
      {visitActions}
    </Card>
  );
}
