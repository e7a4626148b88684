import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@studio/domain/order-contract';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** An order's lines, its discount and its total. */
export function OrderLines({ order, currency }: { order: Order; currency: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack sx={{ gap: 0.5 }}>
      {order.items.map((item, index) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are fixed and never reorder
          key={`${item.articleId}-${index}`}
          direction="row"
          sx={{ justifyContent: 'space-between', gap: 2 }}
        >
          <Typography>
            {item.quantity} × {item.name}
          </Typography>
          <Typography sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(item.unitPriceCents * item.quantity, locale, currency)}
          </Typography>
        </Stack>
      ))}
      {order.discountCents > 0 ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography color="success.main">{t('orders.discount')}</Typography>
          <Typography color="success.main">−{formatMoney(order.discountCents, locale, currency)}</Typography>
        </Stack>
      ) : null}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 0.5 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{t('orders.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="order-total">
          {formatMoney(order.totalCents, locale, currency)}
        </Typography>
      </Stack>
    </Stack>
  );
}
