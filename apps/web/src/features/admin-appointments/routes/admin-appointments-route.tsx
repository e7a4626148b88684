import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import Typography from '@mui/material/Typography';
import { type BookingStatus, bookingStatuses } from '@studio/domain/booking-status';
import { useState } from 'react';
import { ListPagination, listPageSizes } from '../../../components/list-pagination.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import {
  BookingSourceChip,
  BookingStatusChip,
} from '../../../shared/bookings/components/booking-status-chip.tsx';
import { ShopFilterField } from '../../../shared/shops/components/shop-filter-field.tsx';
import { type AppointmentFilter, useAdminAppointments } from '../api/list-admin-appointments.ts';

/** Appointments across every studio: filter by studio, days and status, page by cursor through newest first. */
export function AdminAppointmentsRoute() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AppointmentFilter>({});
  const pages = useCursorPages(JSON.stringify(filter), listPageSizes[0] ?? 25);
  const appointments = useAdminAppointments(filter, pages.request);
  const items = appointments.data?.items ?? [];

  const change = (next: Partial<AppointmentFilter>) => setFilter((current) => ({ ...current, ...next }));

  return (
    <>
      <PageHeader
        title={t('screens.adminAppointments.title')}
        description={t('screens.adminAppointments.description')}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}
        role="group"
        aria-label={t('bookings.filters.label')}
      >
        <ShopFilterField
          label={t('adminAppointments.shop')}
          allLabel={t('adminAppointments.allShops')}
          value={filter.shopId ?? ''}
          onChange={(shopId) => change({ shopId: shopId || undefined })}
        />
        <TextField
          type="date"
          size="small"
          label={t('bookings.filters.from')}
          value={filter.from ?? ''}
          onChange={(event) => change({ from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'appointments-from' } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('bookings.filters.to')}
          value={filter.to ?? ''}
          onChange={(event) => change({ to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'appointments-to' } }}
        />
        <TextField
          select
          size="small"
          label={t('bookings.filters.status')}
          value={filter.status ?? ''}
          onChange={(event) =>
            change({ status: (event.target.value || undefined) as BookingStatus | undefined })
          }
          sx={{ minWidth: 200 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'appointments-status' } as object } }}
        >
          <MenuItem value="">{t('bookings.filters.allStatuses')}</MenuItem>
          {bookingStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`bookings.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>
        {appointments.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {appointments.isError ? <Alert severity="error">{t('errors.unexpected')}</Alert> : null}
      <Card>
        {appointments.isSuccess && items.length === 0 ? (
          <Typography
            color="text.secondary"
            sx={{ p: 4, textAlign: 'center' }}
            data-testid="appointments-empty"
          >
            {t('adminAppointments.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('screens.adminAppointments.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('adminAppointments.when')}</TableCell>
                  <TableCell>{t('adminAppointments.shop')}</TableCell>
                  <TableCell>{t('adminAppointments.customer')}</TableCell>
                  <TableCell>{t('adminAppointments.treatments')}</TableCell>
                  <TableCell>{t('adminAppointments.teamMember')}</TableCell>
                  <TableCell>{t('bookings.filters.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id} data-testid="appointment-row" data-shop-id={item.shopId}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatStudioDateTime(item.start, item.shopTimezone, currentLocale())}
                    </TableCell>
                    <TableCell>{item.shopName}</TableCell>
                    <TableCell>
                      <Typography variant="body2">{item.customerName}</Typography>
                      <Typography variant="caption" color="text.secondary" dir="ltr">
                        {[item.customerEmail, item.customerPhone].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {item.treatments.join(', ')}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {formatMoney(item.priceCents, currentLocale())}
                      </Typography>
                    </TableCell>
                    <TableCell>{item.teamMemberName ?? '–'}</TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                        <BookingStatusChip status={item.status} />
                        <BookingSourceChip source={item.source} />
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <ListPagination
          pages={pages}
          nextCursor={appointments.isPlaceholderData ? null : (appointments.data?.nextCursor ?? null)}
          rowsOnPage={items.length}
          total={appointments.data?.total ?? null}
          estimated={appointments.data?.totalIsEstimate ?? false}
        />
      </Card>
    </>
  );
}
