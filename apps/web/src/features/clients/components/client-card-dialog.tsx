import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientCard, ClientVisit } from '@studio/domain/client-contract';
import { lazy, Suspense, useState } from 'react';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { formatStudioDate, formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useAddClientNote } from '../api/add-client-note.ts';
import { useClientCard } from '../api/get-client-card.ts';
import { ClientCardActions } from './client-card-actions.tsx';

// Photos load their own code and images only when a card opens.
const ClientPhotos = lazy(async () => ({ default: (await import('./client-photos.tsx')).ClientPhotos }));

/** A client's card: contact, numbers, visits, loyalty, notes with their history and photos; book from here. */
export function ClientCardDialog({
  shopId,
  clientId,
  onClose,
}: {
  shopId: string;
  clientId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();
  const card = useClientCard(shopId, clientId);
  // Staff see and annotate their clients; merging, export and erasure are for managers and owners.
  const manages = useSession()?.user.shopLevel !== 'staff';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="client-card-title"
    >
      <DialogTitle id="client-card-title">{card.data?.name || t('clients.unnamed')}</DialogTitle>
      <DialogContent dividers>
        {card.status === 'pending' ? <CircularProgress aria-label={t('clients.loading')} /> : null}
        {card.status === 'error' ? <Alert severity="error">{t('clients.cardFailed')}</Alert> : null}
        {card.data ? <CardContent shopId={shopId} card={card.data} /> : null}
        {card.data && manages ? (
          <ClientCardActions shopId={shopId} card={card.data} onErased={onClose} />
        ) : null}
      </DialogContent>
      <DialogActions>
        {card.data ? (
          <Button
            component={RouterLink}
            to={`/calendar?${bookingQuery(card.data)}`}
            variant="contained"
            data-testid="client-book"
          >
            {t('clients.book')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('clients.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The calendar opens a new booking with the client's details filled in, and the treatments and team
 * member of their latest visit: a regular's next visit then only needs its time.
 */
function bookingQuery(card: ClientCard): string {
  const query = new URLSearchParams({ bookFor: card.name });
  if (card.email) query.set('bookEmail', card.email);
  if (card.phone) query.set('bookPhone', card.phone);
  const latest = card.past[0] ?? card.upcoming.at(-1);
  if (latest && latest.serviceIds.length > 0) query.set('bookServices', latest.serviceIds.join(','));
  if (latest?.teamMemberId) query.set('bookMember', latest.teamMemberId);
  return query.toString();
}

function CardContent({ shopId, card }: { shopId: string; card: ClientCard }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack sx={{ gap: 3 }} data-testid="client-card">
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {card.phone ? <Chip label={card.phone} component="a" href={`tel:${card.phone}`} clickable /> : null}
        {card.email ? (
          <Chip label={card.email} component="a" href={`mailto:${card.email}`} clickable />
        ) : null}
        <Chip
          label={card.marketingConsent ? t('clients.consentGiven') : t('clients.consentNone')}
          variant="outlined"
        />
      </Stack>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
        <Figure label={t('clients.figures.visits')} value={String(card.visits)} />
        <Figure label={t('clients.figures.noShows')} value={String(card.noShows)} />
        <Figure label={t('clients.figures.lateCancellations')} value={String(card.lateCancellations)} />
        <Figure label={t('clients.figures.totalSpent')} value={formatMoney(card.totalSpentCents, locale)} />
        {card.loyalty.stamps ? (
          <Figure
            label={t('clients.figures.stamps')}
            value={`${card.loyalty.stamps.stamps} / ${card.loyalty.stamps.maxStamps}`}
          />
        ) : null}
      </Stack>
      {card.loyalty.vouchers.length > 0 ? (
        <Typography variant="body2">
          {t('clients.vouchers', {
            list: card.loyalty.vouchers
              .map((voucher) => `${voucher.code} (${formatMoney(voucher.remainingCents, locale)})`)
              .join(', '),
          })}
        </Typography>
      ) : null}
      <Visits shopId={shopId} title={t('clients.upcoming')} visits={card.upcoming} />
      <Visits shopId={shopId} title={t('clients.past')} visits={card.past.slice(0, 10)} />
      <Notes shopId={shopId} card={card} />
      <Suspense fallback={<CircularProgress size={24} aria-label={t('clients.loading')} />}>
        <ClientPhotos shopId={shopId} card={card} />
      </Suspense>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Stack>
  );
}

function Visits({ shopId, title, visits }: { shopId: string; title: string; visits: ClientVisit[] }) {
  const { t } = useTranslation();
  const zone = useStudioZone(shopId);
  if (visits.length === 0) return null;
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {visits.map((visit) => (
        <Typography key={visit.bookingId} variant="body2">
          {formatStudioDateTime(visit.start, zone, currentLocale())} · {visit.treatments.join(', ')} ·{' '}
          {t(`bookings.status.${visit.status}`)}
        </Typography>
      ))}
    </Stack>
  );
}

function Notes({ shopId, card }: { shopId: string; card: ClientCard }) {
  const { t } = useTranslation();
  const zone = useStudioZone(shopId);
  const [text, setText] = useState('');
  const add = useAddClientNote(shopId, card.id);
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('clients.notes')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          add.mutate(text.trim(), { onSuccess: () => setText('') });
        }}
      >
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          label={t('clients.noteLabel')}
          helperText={t('clients.noteHint')}
          multiline
          fullWidth
          slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'client-note-text' } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={add.isPending || !text.trim()}
          data-testid="client-note-add"
        >
          {t('clients.addNote')}
        </Button>
      </Stack>
      {card.notes.map((note) => (
        <Stack key={note.id} sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {note.text}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('clients.noteBy', {
              name: note.authorName,
              date: formatStudioDate(note.createdAt, zone, currentLocale()),
            })}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
