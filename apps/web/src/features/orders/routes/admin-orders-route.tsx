import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { orderStatuses } from '@studio/domain/order-status';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ShopFilterField } from '../../../shared/shops/components/shop-filter-field.tsx';
import { type AllOrdersFilter, useAllOrders } from '../api/list-all-orders.ts';
import { OrderStatusChip } from '../components/order-status-chip.tsx';

/** /admin/orders: every shop's orders, filterable by shop, status and dates. */
function AdminOrdersRouteContent() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AllOrdersFilter>({ shopId: '', status: 'all', from: '', to: '' });
  const orders = useAllOrders(filter);
  const set = (key: keyof AllOrdersFilter, value: string) =>
    setFilter((current) => ({ ...current, [key]: value }));
  return (
    <>
      <PageHeader title={t('screens.adminOrders.title')} description={t('screens.adminOrders.description')} />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <ShopFilterField
          label={t('orders.admin.shop')}
          allLabel={t('orders.admin.allShops')}
          value={filter.shopId}
          onChange={(shopId) => set('shopId', shopId)}
        />
        <TextField
          select
          size="small"
          label={t('orders.admin.status')}
          value={filter.status}
          onChange={(event) => set('status', event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="all">{t('orders.admin.allStatuses')}</MenuItem>
          {orderStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`orders.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('orders.admin.from')}
          value={filter.from}
          onChange={(event) => set('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('orders.admin.to')}
          value={filter.to}
          onChange={(event) => set('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {orders.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      {orders.isError ? <Alert severity="error">{t('orders.loadFailed')}</Alert> : null}
      <Card>
        <TableContainer>
          <Table size="small" aria-label={t('screens.adminOrders.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('orders.admin.when')}</TableCell>
                <TableCell>{t('orders.admin.shop')}</TableCell>
                <TableCell>{t('orders.admin.table')}</TableCell>
                <TableCell>{t('orders.admin.items')}</TableCell>
                <TableCell align="right">{t('orders.total')}</TableCell>
                <TableCell>{t('orders.admin.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(orders.data ?? []).map((order) => (
                <TableRow key={order.id} data-testid="admin-order">
                  <TableCell>
                    {formatStudioDateTime(order.createdAt, order.shopTimezone, currentLocale())}
                  </TableCell>
                  <TableCell>{order.shopName}</TableCell>
                  <TableCell>{order.tableNumber}</TableCell>
                  <TableCell>
                    {order.items.map((item) => `${item.quantity}× ${item.name}`).join(', ')}
                  </TableCell>
                  <TableCell align="right">{formatMoney(order.totalCents, currentLocale(), 'EUR')}</TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status} />
                  </TableCell>
                </TableRow>
              ))}
              {orders.isSuccess && orders.data.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6}>{t('orders.admin.none')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
}

export function AdminOrdersRoute() {
  return <AdminOrdersRouteContent />;
}
