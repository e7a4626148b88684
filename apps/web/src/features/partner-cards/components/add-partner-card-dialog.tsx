import QrCodeScannerIcon from '@mui/icons-material/QrCodeScannerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@studio/domain/error-codes';
import {
  normalizeCardNumber,
  type PartnerCard,
  partnerCardNumberMax,
} from '@studio/domain/partner-card-contract';
import { type FormEvent, useState } from 'react';
import { CameraCodeScanner, useCameraScanSupport } from '../../../components/camera-code-scanner.tsx';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useAddMyPartnerCard } from '../api/add-my-partner-card.ts';

/** The barcode kinds loyalty cards carry, as BarcodeDetector names them. */
const cardBarcodeFormats = ['code_128', 'ean_13', 'ean_8', 'upc_a', 'code_39', 'itf', 'qr_code'];

/** Adds a card the studio accepts: its number typed or scanned, checked against the card's pattern by the server. */
export function AddPartnerCardDialog({ cards, onClose }: { cards: PartnerCard[]; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddMyPartnerCard();
  const [cardId, setCardId] = useState(cards[0]?.id ?? '');
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const scanSupport = useCameraScanSupport(cardBarcodeFormats);
  const card = cards.find((candidate) => candidate.id === cardId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCardNumber(number);
    if (!card) return;
    if (!normalized) {
      setProblem(t('partnerCards.mine.numberRequired'));
      return;
    }
    // The server checks the number against the card's pattern, with an engine that cannot be made
    // to backtrack; the customer's browser never runs the pattern.
    add.mutate(
      { partnerCardId: card.id, number: normalized },
      {
        onSuccess: () => {
          notify(t('partnerCards.mine.added', { title: card.title }), 'success');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.errorCode === ErrorCode.conflict)
            setProblem(t('partnerCards.mine.alreadyAdded'));
          else if (isApiError(error) && error.fields.number)
            setProblem(t('partnerCards.mine.numberMismatch', { title: card.title }));
          else if (isApiError(error)) setProblem(error.message);
        },
      },
    );
  };

  return (
    <SetupFormDialog
      title={t('partnerCards.mine.addTitle')}
      submitLabel={t('partnerCards.mine.add')}
      saving={add.isPending}
      failure={null}
      onSubmit={submit}
      onClose={onClose}
      testId="partner-card-add"
    >
      {cards.length > 1 ? (
        <TextField
          select
          label={t('partnerCards.mine.card')}
          value={cardId}
          onChange={(event) => {
            setCardId(event.target.value);
            setProblem(null);
          }}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'partner-card-add-card' } }}
        >
          {cards.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.title}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        value={number}
        onChange={(event) => {
          setNumber(event.target.value);
          setProblem(null);
        }}
        label={t('partnerCards.mine.number', { title: card?.title ?? '' })}
        required
        fullWidth
        autoFocus
        sx={ltrInputSx}
        error={problem !== null}
        helperText={
          problem ??
          t(scanSupport === 'no' ? 'partnerCards.mine.numberTypeHint' : 'partnerCards.mine.numberHint')
        }
        slotProps={{
          htmlInput: {
            'data-testid': 'partner-card-add-number',
            inputMode: 'numeric',
            autoComplete: 'off',
            dir: 'ltr',
            maxLength: partnerCardNumberMax + 16,
          },
        }}
      />
      {scanSupport === 'yes' ? (
        scanning ? (
          <CameraCodeScanner
            formats={cardBarcodeFormats}
            labels={{
              camera: t('partnerCards.mine.camera'),
              cameraFailed: t('partnerCards.mine.cameraFailed'),
              stop: t('partnerCards.mine.stopScan'),
            }}
            onCode={(text) => {
              setNumber(normalizeCardNumber(text));
              setProblem(null);
              setScanning(false);
            }}
            onStop={() => setScanning(false)}
          />
        ) : (
          <Box>
            <Button
              variant="outlined"
              startIcon={<QrCodeScannerIcon />}
              onClick={() => setScanning(true)}
              data-testid="partner-card-add-scan"
            >
              {t('partnerCards.mine.scan')}
            </Button>
          </Box>
        )
      ) : scanSupport === 'no' ? (
        <Typography variant="body2" color="text.secondary" data-testid="partner-card-add-no-camera">
          {t('partnerCards.mine.noCamera')}
        </Typography>
      ) : null}
    </SetupFormDialog>
  );
}
