import { zodResolver } from '@hookform/resolvers/zod';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  bookingCustomerSchema,
  type CreatedBooking,
  type OpeningHours,
  type TeamMember,
  type Treatment,
} from '@studio/domain/booking-contract';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import type { CurrentShop } from '../../current-shop/current-shop.ts';
import { useCreateStaffBooking } from '../api/create-staff-booking.ts';
import { membersForServices, startTimeChoices, startTimesOf, totalsOf } from '../booking-choices.ts';
import { inShopZone, shopInstant } from '../shop-time.ts';
import { ShopDateField } from './shop-date-field.tsx';
import { ColorDot, teamMemberName } from './team-member-label.tsx';

const staffSources = ['walk_in', 'phone'] as const;

export interface NewBookingStart {
  /** Local day, `YYYY-MM-DD`. */
  day: string;
  /** `HH:mm`, or '' to let the studio pick. */
  time: string;
  teamMemberId?: string;
  /** A known client to book (from their card): their details come filled in. */
  customer?: { name: string; email?: string; phone?: string };
}

interface NewBookingValues {
  source: (typeof staffSources)[number];
  day: string;
  time: string;
  serviceIds: string[];
  teamMemberId: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
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
      serviceIds: [],
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
            <Controller
              name="source"
              control={control}
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  color="primary"
                  value={field.value}
                  onChange={(_event, value: NewBookingValues['source'] | null) => {
                    if (value) field.onChange(value);
                  }}
                  aria-label={t('bookings.create.source')}
                >
                  <ToggleButton value="walk_in" data-testid="new-booking-source-walk_in">
                    <DirectionsWalkIcon sx={{ mr: 1 }} />
                    {t('bookings.source.walk_in')}
                  </ToggleButton>
                  <ToggleButton value="phone" data-testid="new-booking-source-phone">
                    <PhoneIcon sx={{ mr: 1 }} />
                    {t('bookings.source.phone')}
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
            />

            <Controller
              name="serviceIds"
              control={control}
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={bookable}
                  groupBy={(service) => service.category ?? t('bookings.create.otherTreatments')}
                  getOptionLabel={(service) => service.name}
                  value={chosen}
                  onChange={(_event, value) => {
                    field.onChange(value.map((service) => service.id));
                    const stillEligible = membersForServices(value, team).some(
                      (member) => member.id === teamMemberId,
                    );
                    if (teamMemberId && !stillEligible) setValue('teamMemberId', '');
                  }}
                  onBlur={field.onBlur}
                  filterSelectedOptions
                  noOptionsText={t('bookings.create.noTreatments')}
                  renderOption={({ key, ...props }, service) => (
                    <Box component="li" key={key} {...props}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, width: '100%' }}>
                        <span>{service.name}</span>
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                          {formatDuration(t, service.durationMinutes)} ·{' '}
                          {formatMoney(service.priceCents, locale, shop.currencyCode)}
                        </Typography>
                      </Stack>
                    </Box>
                  )}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t('bookings.create.treatments')}
                      required
                      error={Boolean(errors.serviceIds)}
                      helperText={errors.serviceIds?.message}
                      slotProps={{
                        ...params.slotProps,
                        htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'new-booking-treatments' },
                      }}
                    />
                  )}
                />
              )}
            />

            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <Controller
                name="day"
                control={control}
                render={({ field }) => (
                  <ShopDateField
                    label={t('bookings.create.day')}
                    value={field.value}
                    onChange={field.onChange}
                    testId="new-booking-day"
                    size="medium"
                    required
                    error={errors.day ? t('bookings.create.pickDay') : undefined}
                  />
                )}
              />
              <Controller
                name="time"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    label={t('bookings.create.time')}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    required
                    fullWidth
                    error={Boolean(errors.time)}
                    helperText={
                      errors.time?.message ??
                      (day && times.length === 0 ? t('bookings.create.closedDay') : undefined)
                    }
                    slotProps={{
                      select: {
                        SelectDisplayProps: { 'data-testid': 'new-booking-time' } as object,
                        MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
                      },
                    }}
                  >
                    {timeChoices.map((choice) => (
                      <MenuItem key={choice} value={choice}>
                        {choice}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>

            <Controller
              name="teamMemberId"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label={t('bookings.create.teamMember')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  fullWidth
                  error={Boolean(errors.teamMemberId)}
                  helperText={errors.teamMemberId?.message}
                  slotProps={{
                    select: {
                      displayEmpty: true,
                      SelectDisplayProps: { 'data-testid': 'new-booking-member' } as object,
                    },
                    inputLabel: { shrink: true },
                  }}
                >
                  <MenuItem value="">{t('bookings.create.anyMember')}</MenuItem>
                  {eligible.map((member) => (
                    <MenuItem key={member.id} value={member.id}>
                      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                        <ColorDot color={member.color} />
                        {teamMemberName(member, t)}
                      </Stack>
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />

            {chosen.length > 0 ? (
              <Alert severity="info" icon={<EventAvailableIcon />} data-testid="new-booking-summary">
                {t('bookings.create.summary', {
                  duration: formatDuration(t, totals.durationMinutes),
                  end,
                  price: formatMoney(totals.priceCents, locale, shop.currencyCode),
                })}
              </Alert>
            ) : null}

            <Typography variant="subtitle2" component="h3" sx={{ mb: -1 }}>
              {t('bookings.create.customer')}
            </Typography>
            <TextField
              {...muiField(register('name'))}
              label={t('bookings.create.name')}
              autoComplete="off"
              required
              fullWidth
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
              slotProps={{ htmlInput: { 'data-testid': 'new-booking-name' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                {...muiField(register('phone'))}
                type="tel"
                label={t('bookings.create.phone')}
                autoComplete="off"
                fullWidth
                error={Boolean(errors.phone)}
                helperText={errors.phone?.message}
                slotProps={{
                  htmlInput: { 'data-testid': 'new-booking-phone', inputMode: 'tel', dir: 'ltr' },
                }}
              />
              <TextField
                {...muiField(register('email'))}
                type="email"
                label={t('bookings.create.email')}
                autoComplete="off"
                fullWidth
                error={Boolean(errors.email)}
                helperText={
                  errors.email?.message ??
                  (email.trim() ? t('bookings.create.emailHint') : t('bookings.create.noEmailHint'))
                }
                slotProps={{
                  htmlInput: { 'data-testid': 'new-booking-email', inputMode: 'email' },
                  formHelperText: { 'data-testid': 'new-booking-email-hint' } as object,
                }}
              />
            </Stack>
            <TextField
              {...muiField(register('notes'))}
              label={t('bookings.create.notes')}
              multiline
              minRows={2}
              fullWidth
              error={Boolean(errors.notes)}
              helperText={errors.notes?.message}
              slotProps={{ htmlInput: { 'data-testid': 'new-booking-notes', maxLength: 2000 } }}
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
