import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioZonesOf } from '../../../shared/shops/use-studio-zone.ts';
import { useMyOrderGroups } from '../api/list-my-order-groups.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

/** /account: the open tab and past orders, visit by visit. */
function OwnOrderGroupsCardContent() {
  const { t } = useTranslation();
  const groups = useMyOrderGroups(true);
  const studioZones = useStudioZonesOf((groups.data ?? []).map((group) => group.shopId));
  if (!groups.data || groups.data.length === 0) return null;
  return (
    <Card
      sx={{ p: { xs: 2.5, sm: 3 } }}
      component="section"
      aria-label={t('orders.account.title')}
      data-testid="own-order-groups"
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('orders.account.title')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        {groups.data.map((group) => (
          <Stack key={group.id} sx={{ gap: 0.5, borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('orders.account.visit', {
                  table: group.tableNumber,
                  when: formatStudioDateTime(group.openedAt, studioZones.get(group.shopId), currentLocale()),
                })}
              </Typography>
              <ToneChip
                tone={group.status === 'open' ? 'info' : 'neutral'}
                label={t(`orders.account.${group.status}`)}
              />
            </Stack>
            {group.orders.map((order) => (
              <Stack key={order.id} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {order.items.map((item) => `${item.quantity}× ${item.name}`).join(', ')}
                </Typography>
                <OrderStatusChip status={order.status} />
              </Stack>
            ))}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('orders.total')}: {formatMoney(group.totalCents, currentLocale(), 'EUR')}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

export function OwnOrderGroupsCard() {
  return <OwnOrderGroupsCardContent />;
}
