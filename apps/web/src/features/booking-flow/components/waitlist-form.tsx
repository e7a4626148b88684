// The waitlist, for a customer whom no free time suits: the chosen treatments and a range of days;
// a signed-in customer's account says whom to tell, a guest names themselves. With a phone number
// (with its country code) the customer may also agree to be told through the messaging app.
// Loaded only when asked for: most customers find a time.
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays } from '@studio/domain/calendar-day';
import { messagingNumberOf } from '@studio/domain/messaging-number';
import { type FormEvent, useState } from 'react';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { sessionStore } from '../../../lib/auth-session.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useStartGuestSession } from '../../../shared/sign-in/api/start-guest-session.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';

export function WaitlistForm({
  shopId,
  serviceIds,
  firstDay,
  lastDay,
}: {
  shopId: string;
  serviceIds: string[];
  /** The first day one may wait for (today in the studio's zone). */
  firstDay: string;
  /** The last bookable day. */
  lastDay: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const account = session?.user && !session.user.guest ? session.user : null;
  const [from, setFrom] = useState(firstDay);
  const [to, setTo] = useState([addDays(firstDay, 6), lastDay].sort()[0] ?? lastDay);
  const [name, setName] = useState(account?.name ?? '');
  const [email, setEmail] = useState(account?.email ?? '');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const guestSession = useStartGuestSession();
  const joining = useJoinWaitlist(shopId);
  const messagable = messagingNumberOf(phone) !== null;

  if (joining.isSuccess) {
    return (
      <Alert icon={<CheckIcon />} severity="success" data-testid="waitlist-joined">
        {t('bookingFlow.waitlist.joined')}
      </Alert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      if (!sessionStore.getSession()) await guestSession.mutateAsync();
      await joining.mutateAsync({
        serviceIds,
        from,
        // Days as YYYY-MM-DD: the later of the two sorts last.
        to: [from, to].sort()[1] ?? to,
        customer: {
          ...(name.trim() ? { name: name.trim() } : {}),
          ...(email.trim() ? { email: email.trim() } : {}),
          ...(phone.trim() ? { phone: phone.trim() } : {}),
          ...(consent && messagable ? { messagingConsent: true } : {}),
        },
      });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('errors.unexpected'));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ gap: 2 }}
      data-testid="waitlist-form"
    >
      <Typography color="text.secondary">{t('bookingFlow.waitlist.intro')}</Typography>
      {failure ? (
        <Alert severity="error" data-testid="waitlist-error">
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 2 }}>
        <TextField
          type="date"
          label={t('bookingFlow.waitlist.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: firstDay, max: lastDay, 'data-testid': 'waitlist-from' },
          }}
        />
        <TextField
          type="date"
          label={t('bookingFlow.waitlist.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: from, max: lastDay, 'data-testid': 'waitlist-to' },
          }}
        />
      </Stack>
      {account ? null : (
        <>
          <TextField
            label={t('bookingFlow.details.name')}
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'waitlist-name' } }}
          />
          <TextField
            type="email"
            label={t('bookingFlow.details.email')}
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'waitlist-email', inputMode: 'email' } }}
          />
        </>
      )}
      <TextField
        type="tel"
        label={t('bookingFlow.details.phone')}
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        helperText={t('bookingFlow.waitlist.phoneHint')}
        sx={ltrInputSx}
        slotProps={{ htmlInput: { 'data-testid': 'waitlist-phone', inputMode: 'tel', dir: 'ltr' } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={consent && messagable}
            disabled={!messagable}
            onChange={(event) => setConsent(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'waitlist-consent' } as object }}
          />
        }
        label={t('bookingFlow.waitlist.consent')}
      />
      <Button
        type="submit"
        variant="contained"
        loading={joining.isPending || guestSession.isPending}
        data-testid="waitlist-submit"
      >
        {t('bookingFlow.waitlist.submit')}
      </Button>
    </Stack>
  );
}
