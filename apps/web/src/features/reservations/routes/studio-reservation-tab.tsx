import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createReservationSchema } from '@studio/domain/reservation-contract';
import { DateTime } from 'luxon';
import { type FormEvent, useState } from 'react';
import { LazyTexts } from '../../../i18n/lazy-texts.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { CustomerSignInStep } from '../../../shared/sign-in/components/customer-sign-in-step.tsx';
import { useCreateReservation } from '../api/create-reservation.ts';

interface Draft {
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  persons: string;
}

/** The customers' reservation form: name, email, phone, date and time (the shop's local time), persons. */
function PartnerReservationTabContent({ shopId, timezone }: { shopId: string; timezone: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const create = useCreateReservation(shopId);
  const [draft, setDraft] = useState<Draft>({
    name: '',
    email: session?.user.email ?? '',
    phone: '',
    date: '',
    time: '19:00',
    persons: '2',
  });
  const [invalid, setInvalid] = useState<string[]>([]);
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  if (create.isSuccess) {
    return (
      <Alert severity="success" data-testid="reservation-sent">
        {t('reservations.customer.sent')}
      </Alert>
    );
  }
  if (!session) {
    return (
      <Stack sx={{ gap: 2 }}>
        <Typography color="text.secondary">{t('reservations.customer.signInFirst')}</Typography>
        <CustomerSignInStep headingLevel="h3" />
      </Stack>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const local = DateTime.fromISO(`${draft.date}T${draft.time}`, { zone: timezone });
    const request = {
      name: draft.name,
      email: draft.email,
      ...(draft.phone.trim() ? { phone: draft.phone } : {}),
      dateTime: local.isValid ? (local.toISO({ suppressMilliseconds: true }) ?? '') : '',
      persons: Number(draft.persons),
    };
    const parsed = createReservationSchema.safeParse(request);
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((issue) => String(issue.path[0])));
      return;
    }
    setInvalid([]);
    create.mutate(parsed.data);
  }

  const error = (field: string) => invalid.includes(field);
  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }} data-testid="reservation-form">
      <Typography variant="h6" component="h2">
        {t('reservations.customer.title')}
      </Typography>
      <TextField
        label={t('reservations.fields.name')}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={error('name')}
        required
        slotProps={{ htmlInput: { 'data-testid': 'reservation-name', maxLength: 100 } }}
      />
      <TextField
        label={t('reservations.fields.email')}
        type="email"
        value={draft.email}
        onChange={(event) => set('email', event.target.value)}
        error={error('email')}
        required
        slotProps={{ htmlInput: { 'data-testid': 'reservation-email' } }}
      />
      <TextField
        label={t('reservations.fields.phone')}
        type="tel"
        value={draft.phone}
        onChange={(event) => set('phone', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <Stack direction="row" sx={{ gap: 2 }}>
        <TextField
          label={t('reservations.fields.date')}
          type="date"
          value={draft.date}
          onChange={(event) => set('date', event.target.value)}
          error={error('dateTime')}
          required
          sx={{ flex: 1 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'reservation-date' } }}
        />
        <TextField
          label={t('reservations.fields.time')}
          type="time"
          value={draft.time}
          onChange={(event) => set('time', event.target.value)}
          error={error('dateTime')}
          required
          sx={{ flex: 1 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'reservation-time' } }}
        />
      </Stack>
      <TextField
        label={t('reservations.fields.persons')}
        type="number"
        value={draft.persons}
        onChange={(event) => set('persons', event.target.value)}
        error={error('persons')}
        required
        slotProps={{ htmlInput: { min: 1, max: 50, 'data-testid': 'reservation-persons' } }}
      />
      {create.error ? (
        <Alert severity="error" data-testid="reservation-failed">
          {isApiError(create.error) ? create.error.message : t('reservations.customer.failed')}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={create.isPending}
        data-testid="reservation-submit"
      >
        {t('reservations.customer.submit')}
      </Button>
    </Stack>
  );
}

export function StudioReservationTab(props: { shopId: string; timezone: string }) {
  return (
    <LazyTexts features={['reservations']}>
      <PartnerReservationTabContent {...props} />
    </LazyTexts>
  );
}
