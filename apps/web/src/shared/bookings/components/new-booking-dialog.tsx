import { zodResolver } from '@hookform/resolvers/zod';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  bookingCustomerSchema,
  type CreatedBooking,
  type OpeningHours,
  type TeamMember,
  type Treatment,
} from '@studio/domain/booking-contract';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import type { CurrentShop } from '../../current-shop/current-shop.ts';
import { useCreateStaffBooking } from '../api/create-staff-booking.ts';
import { membersForServices, startTimeChoices, startTimesOf, totalsOf } from '../booking-choices.ts';
import { inShopZone, shopInstant } from '../shop-time.ts';
import { NewBookingCustomerFields } from './new-booking-customer-fields.tsx';
import { NewBookingTreatmentsField } from './new-booking-treatments-field.tsx';
import { type NewBookingValues, staffSources } from './new-booking-values.ts';
import { NewBookingWhenFields } from './new-booking-when-fields.tsx';
import { StaffSourceToggle } from './staff-source-toggle.tsx';

export interface NewBookingStart {
  /** Local day, `YYYY-MM-DD`. */
  day: string;
  /** `HH:mm`, or '' to let the studio pick. */
  time: string;
  teamMemberId?: string;
  /** Treatments to start from (a client's latest visit), each one the studio offers. */
  serviceIds?: readonly string[];
  /** A known client to book (from their card): their details come filled in. */
  customer?: { name: string; email?: string; phone?: string };
}

const fields = ['day', 'time', 'serviceIds', 'teamMemberId', 'name', 'email', 'phone', 'notes'] as const;
const serverFieldNames = {
  start: 'time',
  'customer.name': 'name',
  'customer.email': 'email',
  'customer.phone': 'phone',
} as const;

/**
 * The studio enters a booking itself: a walk-in at the counter or a call. Treatments, team member
 * and the customer's details; the server decides whether the time is free (8104 otherwise).
 */
export function NewBookingDialog({
  start,
  shop,
  services,
  team,
  hours,
  onClose,
  onCreated,
}: {
  start: NewBookingStart;
  shop: CurrentShop;
  services: readonly Treatment[];
  team: readonly TeamMember[];
  hours: OpeningHours | undefined;
  onClose: () => void;
  onCreated: (booking: CreatedBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const creation = useCreateStaffBooking(shop.shopId);
  const bookable = useMemo(() => services.filter((service) => service.active), [services]);

  const resolver = useMemo(() => {
    const schema = z.object({
      source: z.enum(staffSources),
      day: z.iso.date(),
      time: z.string().regex(/^\d{2}:\d{2}$/),
      serviceIds: z.array(z.string()).min(1, { error: t('bookings.create.pickTreatment') }),
      teamMemberId: z.string(),
      name: bookingCustomerSchema.shape.name,
      // At the front desk a name is enough: without an email no confirmation goes out.
      email: z.union([z.literal(''), z.email().max(254)]),
      phone: z.string().trim().max(40),
      notes: z.string().trim().max(2000),
    });
    return zodResolver(schema, { error: localizedIssueMessage(locale) });
  }, [t, locale]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<NewBookingValues>({
    resolver,
    defaultValues: {
      source: 'walk_in',
      day: start.day,
      time: start.time,
      serviceIds: [...(start.serviceIds ?? [])],
      teamMemberId: start.teamMemberId ?? '',
      name: start.customer?.name ?? '',
      email: start.customer?.email ?? '',
      phone: start.customer?.phone ?? '',
      notes: '',
    },
  });

  const [day, time, serviceIds, teamMemberId, email] = useWatch({
    control,
    name: ['day', 'time', 'serviceIds', 'teamMemberId', 'email'],
  });
  const chosen = bookable.filter((service) => serviceIds.includes(service.id));
  const totals = totalsOf(chosen);
  const eligible = membersForServices(chosen, team);
  const times = startTimesOf(hours, day, shop.slotStepMinutes, totals.durationMinutes);
  const timeChoices = startTimeChoices(times, time);
  const end =
    day && time && totals.durationMinutes > 0
      ? inShopZone(shopInstant(day, time, shop.timezone), shop.timezone)
          .plus({ minutes: totals.durationMinutes })
          .toFormat('HH:mm')
      : '';

  const onSubmit = handleSubmit((values) => {
    creation.mutate(
      {
        source: values.source,
        serviceIds: values.serviceIds,
        start: shopInstant(values.day, values.time, shop.timezone),
        teamMemberId: values.teamMemberId || undefined,
        customer: { name: values.name, email: values.email || null, phone: values.phone || null },
        notes: values.notes || null,
      },
      {
        onSuccess: onCreated,
        onError: (error) => applyServerFieldErrors(error, setError, fields, serverFieldNames),
      },
    );
  });

  const failure = creation.error;
  const showGeneral = failure && !(isApiError(failure) && Object.keys(failure.fields).length > 0);

  return (
    <Dialog
      open
      onClose={creation.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="new-booking-dialog"
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('bookings.create.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack sx={{ gap: 2.5 }}>
            {showGeneral ? (
              <Alert severity="error" data-testid="new-booking-error">
                {isApiError(failure) ? failure.message : t('errors.unexpected')}
              </Alert>
            ) : null}
            <StaffSourceToggle control={control} />

            <NewBookingTreatmentsField
              control={control}
              bookable={bookable}
              chosen={chosen}
              team={team}
              currencyCode={shop.currencyCode}
              teamMemberId={teamMemberId}
              onTeamMemberUnfit={() => setValue('teamMemberId', '')}
              error={errors.serviceIds?.message}
            />

            <NewBookingWhenFields
              control={control}
              errors={errors}
              day={day}
              times={times}
              timeChoices={timeChoices}
              eligible={eligible}
            />

            {chosen.length > 0 ? (
              <Alert severity="info" icon={<EventAvailableIcon />} data-testid="new-booking-summary">
                {/* Until a start time is chosen there is no end: no dangling "until ·". */}
                {t(end ? 'bookings.create.summary' : 'bookings.create.summaryWithoutEnd', {
                  duration: formatDuration(t, totals.durationMinutes),
                  end,
                  price: formatMoney(totals.priceCents, locale, shop.currencyCode),
                })}
              </Alert>
            ) : null}

            <NewBookingCustomerFields
              shopId={shop.shopId}
              control={control}
              register={register}
              errors={errors}
              email={email}
              onPickClient={(client) => {
                const options = { shouldValidate: true, shouldDirty: true };
                setValue('name', client.name, options);
                setValue('email', client.email ?? '', options);
                setValue('phone', client.phone ?? '', options);
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={creation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<EventAvailableIcon />}
            loading={creation.isPending}
            data-testid="new-booking-submit"
          >
            {t('bookings.create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
