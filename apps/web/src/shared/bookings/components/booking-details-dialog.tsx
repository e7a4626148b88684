import CloseIcon from '@mui/icons-material/Close';
import EditCalendarIcon from '@mui/icons-material/EditCalendarOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Booking } from '@studio/domain/booking-contract';
import { isActiveBookingStatus } from '@studio/domain/booking-status';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import {
  formatDayWithWeekday,
  formatStudioDateTime,
  formatStudioTimeRange,
} from '../../../i18n/format-date-time.ts';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import type { CurrentShop } from '../../current-shop/current-shop.ts';
import { useSession } from '../../session/use-session.ts';
import { useTeamMembers } from '../../team/api/list-team-members.ts';
import { useTreatments } from '../../treatments/api/list-treatments.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useUpdateBooking } from '../api/update-booking.ts';
import { membersForServices } from '../booking-choices.ts';
import { shopDay } from '../shop-time.ts';
import { BookingCustomerDetail } from './booking-customer-detail.tsx';
import { BookingDetailsActions } from './booking-details-actions.tsx';
import { BookingMemberDetail } from './booking-member-detail.tsx';
import { BookingSourceChip, BookingStatusChip } from './booking-status-chip.tsx';
import { BookingTreatmentsDetail } from './booking-treatments-detail.tsx';
import { DetailRow } from './detail-row.tsx';
import { RescheduleForm } from './reschedule-form.tsx';

/**
 * One booking: when, what, for whom and with whom, its status and notes. The studio reassigns it,
 * confirms it, marks it completed or a no-show, or cancels it (after asking).
 */
export function BookingDetailsDialog({
  booking: initial,
  shop,
  onClose,
  showCalendarLink = false,
}: {
  booking: Booking;
  shop: CurrentShop;
  onClose: () => void;
  showCalendarLink?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const [booking, setBooking] = useState(initial);
  const [notes, setNotes] = useState(initial.notes ?? '');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const team = useTeamMembers(shop.shopId).data ?? [];
  const services = useTreatments(shop.shopId).data ?? [];
  const update = useUpdateBooking(shop.shopId);
  const cancel = useCancelBooking(shop.shopId);
  const busy = update.isPending || cancel.isPending;
  const { timezone } = shop;
  const active = isActiveBookingStatus(booking.status);
  const member = team.find((entry) => entry.id === booking.teamMemberId);
  const preferred = team.find((entry) => entry.id === booking.preferredTeamMemberId);
  const bookedServices = services.filter((service) => booking.serviceIds.includes(service.id));
  const eligible = membersForServices(bookedServices, team);
  const memberChoices = member && !eligible.includes(member) ? [member, ...eligible] : eligible;
  const day = shopDay(booking.start, timezone);
  const notesChanged = notes.trim() !== (booking.notes ?? '');
  // Staff open the cards of their own column's clients; the server refuses the others anyway.
  const user = useSession()?.user;
  const mayOpenClientCard = user?.shopLevel !== 'staff' || booking.teamMemberId === user.teamMemberId;

  const change = (body: Parameters<typeof update.mutate>[0]['change'], done: string, then?: () => void) =>
    update.mutate(
      { bookingId: booking.id, change: body },
      {
        onSuccess: (updated) => {
          setBooking(updated);
          setNotes(updated.notes ?? '');
          notify(done, 'success');
          then?.();
        },
      },
    );

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : onClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        data-testid="booking-details"
        data-booking-id={booking.id}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          <Typography component="span" variant="h6" sx={{ display: 'block', wordBreak: 'break-word' }}>
            {booking.customer.name}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <BookingStatusChip status={booking.status} />
            <BookingSourceChip source={booking.source} />
          </Stack>
        </DialogTitle>
        <IconButton
          aria-label={t('bookings.details.close')}
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Stack sx={{ gap: 2.5 }}>
            <DetailRow icon={<EventIcon />} label={t('bookings.details.when')}>
              <Stack
                direction="row"
                sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <Box>
                  <Typography sx={{ fontWeight: 600 }} data-testid="booking-details-when">
                    {formatDayWithWeekday(day, locale)} ·{' '}
                    {formatStudioTimeRange(booking.start, booking.end, timezone, locale)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDuration(t, booking.durationMinutes)}
                  </Typography>
                </Box>
                {active && !rescheduling ? (
                  <Button
                    size="small"
                    startIcon={<EditCalendarIcon />}
                    onClick={() => setRescheduling(true)}
                    disabled={busy}
                    sx={{ flexShrink: 0 }}
                    data-testid="booking-details-reschedule"
                  >
                    {t('bookings.details.reschedule.open')}
                  </Button>
                ) : null}
              </Stack>
              {active && rescheduling ? (
                <RescheduleForm
                  booking={booking}
                  shop={shop}
                  busy={update.isPending}
                  onCancel={() => setRescheduling(false)}
                  onMove={(start) =>
                    change({ start }, t('bookings.done.moved'), () => setRescheduling(false))
                  }
                />
              ) : null}
            </DetailRow>

            <BookingTreatmentsDetail booking={booking} currencyCode={shop.currencyCode} />

            <BookingMemberDetail
              booking={booking}
              member={member}
              preferred={preferred}
              memberChoices={memberChoices}
              team={team}
              editable={active}
              busy={busy}
              onChange={(teamMemberId, done) => change({ teamMemberId }, done)}
            />

            <BookingCustomerDetail
              customer={booking.customer}
              clientId={mayOpenClientCard ? booking.clientId : null}
            />

            <Box>
              <TextField
                label={t('bookings.details.notes')}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                multiline
                minRows={2}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'booking-details-notes' } }}
              />
              {notesChanged ? (
                <Stack direction="row" sx={{ gap: 1, mt: 1, justifyContent: 'flex-end' }}>
                  <Button size="small" onClick={() => setNotes(booking.notes ?? '')} disabled={busy}>
                    {t('bookings.details.discardNotes')}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    loading={update.isPending}
                    onClick={() => change({ notes: notes.trim() || null }, t('bookings.done.notes'))}
                    data-testid="booking-details-save-notes"
                  >
                    {t('bookings.details.saveNotes')}
                  </Button>
                </Stack>
              ) : null}
            </Box>

            <Typography variant="caption" color="text.secondary">
              {t(`bookings.details.created.${booking.source}`, {
                date: formatStudioDateTime(booking.createdAt, timezone, locale),
              })}
            </Typography>
          </Stack>
        </DialogContent>
        <BookingDetailsActions
          booking={booking}
          day={day}
          busy={busy}
          showCalendarLink={showCalendarLink}
          onCancel={() => setConfirmCancel(true)}
          onStatus={(next) => change({ status: next }, t(`bookings.done.status.${next}`))}
        />
      </Dialog>
      <ConfirmDialog
        open={confirmCancel}
        title={t('bookings.cancel.title')}
        text={t('bookings.cancel.text', {
          name: booking.customer.name,
          when: `${formatDayWithWeekday(day, locale)}, ${formatStudioTimeRange(booking.start, booking.end, timezone, locale)}`,
        })}
        confirmLabel={t('bookings.cancel.confirm')}
        destructive
        loading={cancel.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() =>
          cancel.mutate(booking.id, {
            onSuccess: (cancelled) => {
              setBooking(cancelled);
              notify(t('bookings.done.cancelled'), 'success');
            },
            onSettled: () => setConfirmCancel(false),
          })
        }
        testId="booking-cancel-dialog"
      />
    </>
  );
}

/** A booking to open from a list or the calendar: the function that opens it, and its dialog. */
export function useBookingDetails(shop: CurrentShop, options: { showCalendarLink?: boolean } = {}) {
  const [opened, setOpened] = useState<Booking | null>(null);
  const dialog = opened ? (
    <BookingDetailsDialog
      key={opened.id}
      booking={opened}
      shop={shop}
      onClose={() => setOpened(null)}
      showCalendarLink={options.showCalendarLink}
    />
  ) : null;
  return { open: setOpened, dialog };
}
