import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientCard, ClientPhoto } from '@studio/domain/client-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useClientPhotoImage } from '../api/client-photo-image.ts';
import { useDeleteClientPhoto } from '../api/delete-client-photo.ts';
import { useClientPhotos } from '../api/list-client-photos.ts';
import { clientPhotoProblem, clientPhotoTypes, useUploadClientPhoto } from '../api/upload-client-photo.ts';

/** Photos of past work on the client's card: upload with the client's consent, view, delete. */
export function ClientPhotos({ shopId, card }: { shopId: string; card: ClientCard }) {
  const { t } = useTranslation();
  const photos = useClientPhotos(shopId, card.id);
  const [viewing, setViewing] = useState<ClientPhoto | null>(null);
  return (
    <Stack sx={{ gap: 1 }} data-testid="client-photos">
      <Typography variant="subtitle2" component="h3">
        {t('clients.photos.title')}
      </Typography>
      <PhotoUpload shopId={shopId} card={card} />
      {photos.status === 'pending' ? <Skeleton variant="rectangular" height={120} /> : null}
      {photos.status === 'error' ? <Alert severity="error">{t('clients.photos.loadFailed')}</Alert> : null}
      {photos.data && photos.data.photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('clients.photos.none')}
        </Typography>
      ) : null}
      {photos.data && photos.data.photos.length > 0 ? (
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
            gap: 1,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {photos.data.photos.map((photo) => (
            <PhotoTile key={photo.id} shopId={shopId} clientId={card.id} photo={photo} onView={setViewing} />
          ))}
        </Box>
      ) : null}
      {viewing ? <PhotoViewer shopId={shopId} photo={viewing} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}

function PhotoUpload({ shopId, card }: { shopId: string; card: ClientCard }) {
  const { t } = useTranslation();
  const zone = useStudioZone(shopId);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [bookingId, setBookingId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadClientPhoto(shopId, card.id);
  const visits = card.past.slice(0, 20);

  function choose(chosen: File | undefined) {
    setProblem(null);
    if (!chosen) return setFile(null);
    const wrong = clientPhotoProblem(chosen);
    if (wrong) {
      setFile(null);
      setProblem(t(`clients.photos.problem.${wrong}`));
      return;
    }
    setFile(chosen);
  }

  return (
    <Stack
      component="form"
      sx={{ gap: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!file || !consent) return;
        upload.mutate(
          { file, consent, ...(bookingId ? { bookingId } : {}) },
          {
            onSuccess: () => {
              setFile(null);
              setConsent(false);
              setBookingId('');
              notify(t('clients.photos.uploaded'), 'success');
            },
            onError: (error) => {
              if (!isApiError(error)) return;
              setProblem(
                error.errorCode === ErrorCode.payloadTooLarge
                  ? t('clients.photos.problem.size')
                  : error.message,
              );
            },
          },
        );
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AddPhotoIcon />}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {t('clients.photos.choose')}
          <input
            id={inputId}
            type="file"
            accept={clientPhotoTypes.join(',')}
            hidden
            data-testid="client-photo-file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : t('clients.photos.noFile')}
        </Typography>
      </Stack>
      {visits.length > 0 ? (
        <TextField
          select
          size="small"
          label={t('clients.photos.visit')}
          value={bookingId}
          onChange={(event) => setBookingId(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'client-photo-visit' } }}
        >
          <MenuItem value="">{t('clients.photos.noVisit')}</MenuItem>
          {visits.map((visit) => (
            <MenuItem key={visit.bookingId} value={visit.bookingId}>
              {formatStudioDate(visit.start, zone, currentLocale())} · {visit.treatments.join(', ')}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <FormControlLabel
        control={
          <Checkbox
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'client-photo-consent' } as object }}
          />
        }
        label={t('clients.photos.consent')}
      />
      {problem ? (
        <Alert severity="error" data-testid="client-photo-problem">
          {problem}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={!file || !consent || upload.isPending}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        data-testid="client-photo-upload"
      >
        {t('clients.photos.upload')}
      </Button>
    </Stack>
  );
}

function usePhotoCaption(shopId: string, photo: ClientPhoto): string {
  const { t } = useTranslation();
  const zone = useStudioZone(shopId);
  const date = formatStudioDate(photo.visitStart ?? photo.createdAt, zone, currentLocale());
  return t('clients.photos.caption', { date, name: photo.uploadedByName });
}

function PhotoTile({
  shopId,
  clientId,
  photo,
  onView,
}: {
  shopId: string;
  clientId: string;
  photo: ClientPhoto;
  onView: (photo: ClientPhoto) => void;
}) {
  const { t } = useTranslation();
  // The grid loads the small copy; the whole image only when the photo is opened.
  const image = useClientPhotoImage(photo.thumbnailUrl);
  const caption = usePhotoCaption(shopId, photo);
  const user = useSession()?.user;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteClientPhoto(shopId, clientId);
  // Staff delete only what they uploaded themselves; the server says the same.
  const mayDelete = user?.shopLevel !== 'staff' || photo.uploadedById === user.uid;
  return (
    <Box component="li" sx={{ position: 'relative' }} data-testid="client-photo">
      <Box
        component="button"
        type="button"
        onClick={() => onView(photo)}
        aria-label={t('clients.photos.view', { caption })}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '1',
          padding: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          cursor: 'zoom-in',
          backgroundColor: 'action.hover',
        }}
      >
        {image.src ? (
          <Box
            component="img"
            src={image.src}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : image.failed ? (
          <Typography variant="caption">{t('clients.photos.imageFailed')}</Typography>
        ) : (
          <Skeleton variant="rectangular" width="100%" height="100%" />
        )}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
          {caption}
        </Typography>
        {mayDelete ? (
          <IconButton
            size="small"
            aria-label={t('clients.photos.delete')}
            onClick={() => setConfirming(true)}
            data-testid="client-photo-delete"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('clients.photos.deleteTitle')}
        text={t('clients.photos.deleteText')}
        confirmLabel={t('clients.photos.delete')}
        destructive
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(photo.id, {
            onSuccess: () => notify(t('clients.photos.deleted'), 'success'),
            onSettled: () => setConfirming(false),
          })
        }
        testId="client-photo-delete-dialog"
      />
    </Box>
  );
}

function PhotoViewer({
  shopId,
  photo,
  onClose,
}: {
  shopId: string;
  photo: ClientPhoto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const image = useClientPhotoImage(photo.url);
  const caption = usePhotoCaption(shopId, photo);
  const zone = useStudioZone(shopId);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-label={caption}>
      <DialogContent sx={{ padding: 1 }}>
        {image.src ? (
          <Box
            component="img"
            src={image.src}
            alt={caption}
            sx={{ width: '100%', height: 'auto', maxHeight: '80vh', objectFit: 'contain', display: 'block' }}
            data-testid="client-photo-full"
          />
        ) : (
          <Skeleton
            variant="rectangular"
            sx={{ aspectRatio: `${photo.width} / ${photo.height}`, height: 'auto' }}
          />
        )}
        <Typography variant="body2" sx={{ marginTop: 1 }}>
          {caption}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('clients.photos.consentAt', {
            date: formatStudioDate(photo.consentAt, zone, currentLocale()),
          })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clients.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
