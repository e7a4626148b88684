import LoginIcon from '@mui/icons-material/LoginOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { customerCancelCutoffHours, type Treatment } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useId, useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { sessionStore } from '../../../lib/auth-session.ts';
import { Navigate, useNavigate } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useStartGuestSession } from '../../../shared/sign-in/api/start-guest-session.ts';
import { CustomerSignInStep } from '../../../shared/sign-in/components/customer-sign-in-step.tsx';
import { useCreateBooking } from '../api/create-booking.ts';
import type { BookingShop } from '../api/get-booking-shop.ts';
import { useOwnContactPhone } from '../api/get-own-contact-phone.ts';
import { type BookingSelection, bookingStepPath, bookingSuccessPath } from '../booking-selection.ts';
import type { BookingSuccessState } from '../booking-success-state.ts';
import { cancelDeadlineOf } from '../cancel-deadline.ts';
import { BookingFlowFrame } from '../components/booking-flow-frame.tsx';
import { BookingShopGate } from '../components/booking-shop-gate.tsx';
import { BookingSummary, type BookingSummaryData } from '../components/booking-summary.tsx';
import { type ChosenTreatments, ChosenTreatmentsGate } from '../components/chosen-treatments-gate.tsx';
import {
  type CustomerDetails,
  CustomerDetailsForm,
  type MissingDetail,
  missingDetailsOf,
} from '../components/customer-details-form.tsx';
import { DepositPolicyNote } from '../components/deposit-policy-note.tsx';
import { selectionTotals } from '../treatment-selection.ts';
import type { SlotTakenState } from './book-select-date-route.tsx';

const mirrorInRtl = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;

function SignedInAs({ email, guest }: { email: string; guest: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2.5 }}
      data-testid="booking-signed-in"
    >
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'action.selected', color: 'text.primary' }}>
        <PersonIcon fontSize="small" aria-hidden />
      </Avatar>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, minWidth: 0 }}>
        {guest ? t('bookingFlow.details.asGuest') : t('bookingFlow.details.signedInAs', { email })}
      </Typography>
      <Button size="small" onClick={() => sessionStore.clear()} data-testid="booking-switch-account">
        {t('bookingFlow.details.switchAccount')}
      </Button>
    </Stack>
  );
}

function Confirmation({
  shop,
  chosen,
  selection,
  start,
  memberName,
}: {
  shop: BookingShop;
  chosen: readonly Treatment[];
  selection: BookingSelection;
  start: string;
  memberName: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const formId = useId();
  const booking = useCreateBooking(shop.id);
  const totals = selectionTotals(chosen);
  const cancelDeadline = cancelDeadlineOf(start);
  const summary: BookingSummaryData = {
    studioName: shop.name,
    address: shop.address,
    timezone: shop.timezone,
    currencyCode: shop.currencyCode,
    treatments: chosen,
    start,
    end: new Date(Date.parse(start) + totals.durationMinutes * 60_000).toISOString(),
    memberName,
  };
  const user = session?.user;
  const account = user && !user.guest ? user : null;
  // An account offers the number it last booked with, so the messaging consent is one tick away.
  const contactPhone = useOwnContactPhone(account !== null);
  const offeredPhone = contactPhone.data?.phone ?? '';
  // A guest identity has no name or address of its own to offer.
  const defaults: CustomerDetails = {
    name: account?.name ?? '',
    email: account?.email ?? '',
    phone: offeredPhone,
    notes: '',
    messagingConsent: false,
  };
  const [missing, setMissing] = useState<MissingDetail[]>(missingDetailsOf(defaults));
  const [signingIn, setSigningIn] = useState(false);
  const guestSession = useStartGuestSession();

  const submit = async (details: CustomerDetails): Promise<unknown> => {
    try {
      // Continuing as a guest: the guest identity is made only when the guest actually books.
      if (!sessionStore.getSession()) await guestSession.mutateAsync();
      const created = await booking.mutateAsync({
        serviceIds: chosen.map((service) => service.id),
        start,
        teamMemberId: selection.teamMemberId,
        customer: {
          name: details.name,
          email: details.email || null,
          phone: details.phone || null,
          ...(details.messagingConsent && details.phone ? { messagingConsent: true } : {}),
        },
        notes: details.notes || null,
      });
      // A deposit is paid on the provider's page, which returns to the booking's own page.
      if (created.checkoutUrl) {
        window.location.assign(created.checkoutUrl);
        return null;
      }
      const state: BookingSuccessState = { booking: created };
      navigate(bookingSuccessPath(shop.id, created.id), { replace: true, state });
      return null;
    } catch (error) {
      if (isApiError(error) && error.errorCode === ErrorCode.bookingSlotUnavailable) {
        // Taken meanwhile: back to the times, treatments and team member kept.
        const state: SlotTakenState = { slotTaken: error.message };
        navigate(bookingStepPath(shop.id, 'bookSelectDate', { ...selection, start: null }), {
          replace: true,
          state,
        });
        return null;
      }
      return error;
    }
  };

  const hint =
    missing.length === 2
      ? t('bookingFlow.details.missing.both')
      : missing[0]
        ? t(`bookingFlow.details.missing.${missing[0]}`)
        : undefined;

  return (
    <BookingFlowFrame
      step={3}
      title={t('screens.bookConfirm.title')}
      backTo={bookingStepPath(shop.id, 'bookSelectDate', selection)}
      backLabel={t('bookingFlow.backToTime')}
      summary={summary}
      action={{
        label: t('bookingFlow.details.submit'),
        testId: 'booking-submit',
        disabled: missing.length > 0,
        hint,
        loading: booking.isPending || booking.isSuccess || guestSession.isPending,
        submitsForm: formId,
      }}
    >
      <Stack sx={{ gap: 3 }}>
        <Box sx={{ display: { md: 'none' } }}>
          <SectionCard title={t('bookingFlow.summary.title')} testId="booking-summary">
            <BookingSummary data={summary} />
          </SectionCard>
        </Box>
        <SectionCard
          title={session ? t('bookingFlow.details.title') : t('bookingFlow.guest.title')}
          testId="booking-details"
        >
          {session ? (
            <SignedInAs email={session.user.email} guest={session.user.guest} />
          ) : (
            <Typography color="text.secondary" sx={{ mb: 2.5 }} data-testid="booking-guest-intro">
              {t('bookingFlow.guest.text')}
            </Typography>
          )}
          <CustomerDetailsForm
            // An account brings other prefilled details; becoming a guest keeps what was typed.
            // The account's number arrives a moment later and fills the empty form once.
            key={account ? `${account.uid}:${contactPhone.isPending ? '' : offeredPhone}` : 'guest'}
            formId={formId}
            defaults={defaults}
            onSubmit={submit}
            onMissingChange={setMissing}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
            {cancelDeadline.possible
              ? t('bookingFlow.cancel.until', {
                  when: formatStudioDateTime(cancelDeadline.until, shop.timezone, currentLocale()),
                })
              : t('bookingFlow.details.cancelNotOnline', { hours: customerCancelCutoffHours })}
          </Typography>
          <DepositPolicyNote shopId={shop.id} treatments={chosen} />
        </SectionCard>
        {account ? null : (
          <Stack component="section" aria-labelledby={`${formId}-sign-in`} sx={{ gap: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box>
                <Typography id={`${formId}-sign-in`} variant="h6" component="h2">
                  {t('bookingFlow.signIn.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('bookingFlow.signIn.text')}
                </Typography>
              </Box>
              {signingIn ? null : (
                <Button
                  variant="outlined"
                  startIcon={<LoginIcon sx={mirrorInRtl} />}
                  onClick={() => setSigningIn(true)}
                  sx={{ flexShrink: 0 }}
                  data-testid="booking-show-sign-in"
                >
                  {t('bookingFlow.signIn.action')}
                </Button>
              )}
            </Stack>
            {signingIn ? <CustomerSignInStep headingLevel="h3" allowGuest={false} /> : null}
          </Stack>
        )}
      </Stack>
    </BookingFlowFrame>
  );
}

function ConfirmStep({ shop, chosen, members, selection }: { shop: BookingShop } & ChosenTreatments) {
  if (!selection.start)
    return <Navigate to={bookingStepPath(shop.id, 'bookSelectDate', selection)} replace />;
  const member = members.find((candidate) => candidate.id === selection.teamMemberId);
  return (
    <Confirmation
      shop={shop}
      chosen={chosen}
      selection={{ ...selection, teamMemberId: member ? member.id : null }}
      start={selection.start}
      memberName={member ? member.name : null}
    />
  );
}

/**
 * Step 3 (/partner/{shopId}/app/book/confirm): the customer's details first (a guest needs only a
 * name and a phone or an email), signing in to an account second; book.
 */
export function BookConfirmRoute() {
  return (
    <BookingShopGate>
      {(shop) => (
        <ChosenTreatmentsGate shop={shop}>
          {(chosen) => <ConfirmStep shop={shop} {...chosen} />}
        </ChosenTreatmentsGate>
      )}
    </BookingShopGate>
  );
}
