import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Booking } from '@studio/domain/booking-contract';
import { customerCancelCutoffHours } from '@studio/domain/booking-contract';
import { type ReactNode, useState } from 'react';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink, useLocation, useSearchParams } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { prefillFromBooking } from '../../../shared/sign-in/register-prefill.ts';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { useBooking } from '../api/get-booking.ts';
import type { BookingShop } from '../api/get-booking-shop.ts';
import { bookingStepPath, emptySelection, shopPath } from '../booking-selection.ts';
import { bookingFromState } from '../booking-success-state.ts';
import { calendarAppointmentOf } from '../calendar-export.ts';
import { cancelDeadlineOf } from '../cancel-deadline.ts';
import { AddToCalendar } from '../components/add-to-calendar.tsx';
import { BookingPageSkeleton, BookingShopGate } from '../components/booking-shop-gate.tsx';
import { BookingSummary } from '../components/booking-summary.tsx';

function SuccessCard({
  pending,
  title,
  text,
  children,
}: {
  pending?: boolean;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const Icon = pending ? HourglassIcon : CheckCircleIcon;
  return (
    <Card
      sx={(theme) => ({
        maxWidth: 640,
        mx: 'auto',
        p: { xs: 3, sm: 5 },
        background: `radial-gradient(120% 60% at 50% 0%, ${alpha(theme.palette.success.main, 0.1)}, transparent 60%), ${theme.palette.background.paper}`,
      })}
      data-testid="booking-success"
    >
      <Stack sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <Avatar
          sx={(theme) => ({
            width: 72,
            height: 72,
            mb: 2,
            color: pending ? 'warning.main' : 'success.main',
            bgcolor: alpha(pending ? theme.palette.warning.main : theme.palette.success.main, 0.12),
          })}
        >
          <Icon sx={{ fontSize: 40 }} aria-hidden />
        </Avatar>
        <Typography variant="h4" component="h1" data-testid="page-title">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480 }}>
          {text}
        </Typography>
      </Stack>
      {children}
    </Card>
  );
}

function ShopButtons({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
      <Button
        component={RouterLink}
        to={shopPath(shopId)}
        variant="contained"
        data-testid="success-back-to-studio"
      >
        {t('setup.backToStudio')}
      </Button>
      <Button component={RouterLink} to={bookingStepPath(shopId, 'book', emptySelection)} variant="outlined">
        {t('bookingFlow.success.bookAnother')}
      </Button>
    </Stack>
  );
}

/** A guest just booked: an account would keep their stamps and bookings; name and address come along. */
function AccountOffer({ customer }: { customer: Booking['customer'] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="success-account-offer"
      sx={(theme) => ({
        p: { xs: 2.5, sm: 3 },
        mb: 3,
        borderRadius: 2,
        bgcolor: alpha(theme.palette.primary.main, 0.06),
        border: 1,
        borderColor: alpha(theme.palette.primary.main, 0.24),
      })}
      data-testid="success-account-offer"
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
        <LoyaltyIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Box>
          <Typography id="success-account-offer" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('bookingFlow.success.accountOffer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('bookingFlow.success.accountOffer.text')}
          </Typography>
          <Button
            component={RouterLink}
            to="/register"
            state={{ prefill: prefillFromBooking(customer) }}
            variant="contained"
            startIcon={<PersonAddIcon />}
            data-testid="success-create-account"
          >
            {t('bookingFlow.success.accountOffer.action')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Copies the cancel link for a guest who gets no message with it. */
function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ContentCopyIcon />}
      onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}
      data-testid="success-copy-link"
    >
      {copied ? t('bookingFlow.success.linkCopied') : t('bookingFlow.success.copyLink')}
    </Button>
  );
}

/**
 * The cancellation as it really is for this booking: until when it can be cancelled online, or
 * that it cannot (booked closer than the cutoff); where the link is, or that no message carries it.
 */
function CancelNote({
  booking,
  timezone,
  cancelUrl,
}: {
  booking: Booking;
  timezone: string;
  cancelUrl: string | null;
}) {
  const { t } = useTranslation();
  const deadline = cancelDeadlineOf(booking.start);
  const mailed = Boolean(booking.customer.email);
  const when = formatStudioDateTime(deadline.until, timezone, currentLocale());
  const rule = deadline.possible
    ? t('bookingFlow.cancel.until', { when })
    : t('bookingFlow.details.cancelNotOnline', { hours: customerCancelCutoffHours });
  if (!cancelUrl) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="success-cancel-note">
        {mailed && deadline.possible ? t('bookingFlow.success.cancelInMail', { when }) : rule}
      </Typography>
    );
  }
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="body2" color="text.secondary" data-testid="success-cancel-note">
        {rule}{' '}
        <Link href={cancelUrl} underline="always" data-testid="success-cancel-link">
          {deadline.possible ? t('bookingFlow.success.cancelLink') : t('bookingFlow.cancel.title')}
        </Link>
      </Typography>
      {mailed ? null : (
        <Stack sx={{ mt: 1.5, alignItems: 'flex-start' }} data-testid="success-save-link">
          <CopyLinkButton url={cancelUrl} />
        </Stack>
      )}
    </Box>
  );
}

function BookingConfirmation({
  shop,
  booking,
  cancelUrl,
}: {
  shop: BookingShop;
  booking: Booking;
  cancelUrl: string | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const team = useTeamMembers(shop.id);
  const member = booking.teamMemberId
    ? team.data?.find((candidate) => candidate.id === booking.teamMemberId)
    : undefined;
  const pending = booking.status === 'pending';
  // Mail goes only to an address; a guest who gave a phone number only gets no message at all.
  const mailed = Boolean(booking.customer.email);
  const text = mailed
    ? t(pending ? 'bookingFlow.success.requestedText' : 'bookingFlow.success.confirmedText', {
        email: booking.customer.email,
      })
    : t('bookingFlow.success.noMessage');
  return (
    <SuccessCard
      pending={pending}
      title={t(pending ? 'bookingFlow.success.requestedTitle' : 'bookingFlow.success.confirmedTitle')}
      text={text}
    >
      <Box data-testid="success-details" data-booking-id={booking.id}>
        <BookingSummary
          data={{
            studioName: shop.name,
            address: shop.address,
            timezone: shop.timezone,
            currencyCode: shop.currencyCode,
            treatments: booking.services,
            start: booking.start,
            end: booking.end,
            memberName: member ? member.name : undefined,
          }}
        />
      </Box>
      <Divider sx={{ my: 3 }} />
      <AddToCalendar appointment={calendarAppointmentOf(booking, shop, cancelUrl)} />
      <Divider sx={{ my: 3 }} />
      <CancelNote booking={booking} timezone={shop.timezone} cancelUrl={cancelUrl} />
      {/* Whoever booked without an account (as a guest, or before any sign-in) gets the offer. */}
      {!session || session.user.guest ? <AccountOffer customer={booking.customer} /> : null}
      <ShopButtons shopId={shop.id} />
    </SuccessCard>
  );
}

function GenericSuccess({ shop }: { shop: BookingShop }) {
  const { t } = useTranslation();
  return (
    <SuccessCard title={t('screens.success.title')} text={t('screens.success.description')}>
      <ShopButtons shopId={shop.id} />
    </SuccessCard>
  );
}

function SuccessPage({ shop }: { shop: BookingShop }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = bookingFromState(location.state);
  const bookingId = params.get('booking');
  // After a reload or from another tab the history state may be gone: ask for the booking itself.
  const fetched = useBooking(shop.id, fromState ? null : bookingId);

  if (fromState)
    return <BookingConfirmation shop={shop} booking={fromState} cancelUrl={fromState.cancelUrl} />;
  if (bookingId && fetched.isPending) return <BookingPageSkeleton />;
  if (fetched.data) return <BookingConfirmation shop={shop} booking={fetched.data} cancelUrl={null} />;
  return <GenericSuccess shop={shop} />;
}

/** /partner/{shopId}/app/success: the booking's confirmation, or a plain thank-you for other flows. */
export function BookingSuccessRoute() {
  return <BookingShopGate>{(shop) => <SuccessPage shop={shop} />}</BookingShopGate>;
}
