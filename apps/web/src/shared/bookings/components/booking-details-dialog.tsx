import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import CloseIcon from '@mui/icons-material/Close';
import EditCalendarIcon from '@mui/icons-material/EditCalendarOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import SpaIcon from '@mui/icons-material/SpaOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Booking } from '@studio/domain/booking-contract';
import { isActiveBookingStatus } from '@studio/domain/booking-status';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import {
  formatDayWithWeekday,
  formatStudioDateTime,
  formatStudioTimeRange,
} from '../../../i18n/format-date-time.ts';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import type { CurrentShop } from '../../current-shop/current-shop.ts';
import { useTeamMembers } from '../../team/api/list-team-members.ts';
import { useTreatments } from '../../treatments/api/list-treatments.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useUpdateBooking } from '../api/update-booking.ts';
import { membersForServices, statusActionsOf } from '../booking-choices.ts';
import { shopDay } from '../shop-time.ts';
import { BookingSourceChip, BookingStatusChip } from './booking-status-chip.tsx';
import { RescheduleForm } from './reschedule-form.tsx';
import { ColorDot, TeamMemberLabel, teamMemberName } from './team-member-label.tsx';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25, display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

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

            <DetailRow icon={<SpaIcon />} label={t('bookings.details.treatments')}>
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.75 }}>
                {booking.services.map((service, index) => (
                  <Stack
                    component="li"
                    // biome-ignore lint/suspicious/noArrayIndexKey: a booking's treatments never reorder, and the same one may appear twice.
                    key={`${service.id ?? service.name}-${index}`}
                    direction="row"
                    sx={{ justifyContent: 'space-between', gap: 2 }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2">{service.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {formatDuration(t, service.durationMinutes)}
                      </Typography>
                    </Box>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(service.priceCents, locale, shop.currencyCode)}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
              <Divider sx={{ my: 1 }} />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{t('bookings.details.total')}</Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid="booking-details-total">
                  {formatMoney(booking.totalPriceCents, locale, shop.currencyCode)}
                </Typography>
              </Stack>
            </DetailRow>

            <DetailRow icon={<BadgeIcon />} label={t('bookings.details.teamMember')}>
              {active ? (
                <TextField
                  select
                  size="small"
                  fullWidth
                  value={booking.teamMemberId ?? ''}
                  disabled={busy}
                  onChange={(event) =>
                    change(
                      { teamMemberId: event.target.value },
                      t('bookings.done.reassigned', {
                        name: teamMemberName(
                          team.find((entry) => entry.id === event.target.value),
                          t,
                        ),
                      }),
                    )
                  }
                  slotProps={{
                    htmlInput: { 'aria-label': t('bookings.details.changeMember') },
                    select: { SelectDisplayProps: { 'data-testid': 'booking-details-member' } as object },
                  }}
                  sx={{ mt: 0.5, maxWidth: 320 }}
                >
                  {booking.teamMemberId === null ? (
                    <MenuItem value="" disabled>
                      {t('bookings.member.none')}
                    </MenuItem>
                  ) : null}
                  {memberChoices.map((choice) => (
                    <MenuItem key={choice.id} value={choice.id}>
                      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                        <ColorDot color={choice.color} />
                        {teamMemberName(choice, t)}
                      </Stack>
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TeamMemberLabel member={member} variant="body1" />
              )}
              {preferred ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('bookings.details.preferred', { name: teamMemberName(preferred, t) })}
                </Typography>
              ) : null}
            </DetailRow>

            <DetailRow icon={<PersonIcon />} label={t('bookings.details.customer')}>
              <Typography data-testid="booking-details-customer">{booking.customer.name}</Typography>
              {booking.customer.email ? (
                <Link
                  href={`mailto:${booking.customer.email}`}
                  variant="body2"
                  sx={{ wordBreak: 'break-all' }}
                >
                  {booking.customer.email}
                </Link>
              ) : null}
            </DetailRow>
            {booking.customer.phone ? (
              <DetailRow icon={<PhoneIcon />} label={t('bookings.details.phone')}>
                <Link href={`tel:${booking.customer.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {booking.customer.phone}
                </Link>
              </DetailRow>
            ) : null}

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
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {active ? (
              <Button
                color="error"
                onClick={() => setConfirmCancel(true)}
                disabled={busy}
                data-testid="booking-details-cancel"
              >
                {t('bookings.details.cancelBooking')}
              </Button>
            ) : null}
            {showCalendarLink ? (
              <Button
                component={RouterLink}
                to={`/calendar?view=day&date=${day}`}
                startIcon={<CalendarMonthIcon />}
                data-testid="booking-details-calendar"
              >
                {t('bookings.details.showInCalendar')}
              </Button>
            ) : null}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', ml: 'auto' }}>
            {statusActionsOf(booking.status, Date.parse(booking.start) <= Date.now()).map((next) => (
              <Button
                key={next}
                variant={next === 'no_show' ? 'outlined' : 'contained'}
                disabled={busy}
                onClick={() => change({ status: next }, t(`bookings.done.status.${next}`))}
                data-testid={`booking-details-mark-${next}`}
              >
                {t(`bookings.details.mark.${next}`)}
              </Button>
            ))}
          </Stack>
        </DialogActions>
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
