import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reservationStatuses } from '@studio/domain/reservation-contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ShopFilterField } from '../../../shared/shops/components/shop-filter-field.tsx';
import { type AllReservationsFilter, useAllReservations } from '../api/list-all-reservations.ts';
import { ReservationRow } from '../components/reservation-row.tsx';

/** /admin/reservations: every shop's reservations, by shop and status. */
function AdminReservationsRouteContent() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AllReservationsFilter>({ shopId: '', status: 'all' });
  const list = useAllReservations(filter);
  return (
    <>
      <PageHeader
        title={t('screens.adminReservations.title')}
        description={t('screens.adminReservations.description')}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2 }} data-tour="admin-reservations">
        <ShopFilterField
          label={t('reservations.admin.shop')}
          allLabel={t('reservations.admin.allShops')}
          value={filter.shopId}
          onChange={(shopId) => setFilter({ ...filter, shopId })}
        />
        <TextField
          select
          size="small"
          label={t('reservations.admin.status')}
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          {[...reservationStatuses, 'all'].map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reservations.statusFilter.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      {list.isError ? <Alert severity="error">{t('reservations.loadFailed')}</Alert> : null}
      <Card sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
        {list.data?.length === 0 ? (
          <Typography sx={{ py: 2 }} color="text.secondary">
            {t('reservations.none')}
          </Typography>
        ) : null}
        {(list.data ?? []).map((reservation) => (
          <Stack key={reservation.id}>
            <Typography variant="overline" color="text.secondary" sx={{ mt: 1 }}>
              {reservation.shopName}
            </Typography>
            <ReservationRow reservation={reservation} studioZone={reservation.shopTimezone} busy />
          </Stack>
        ))}
      </Card>
    </>
  );
}

export function AdminReservationsRoute() {
  return <AdminReservationsRouteContent />;
}
