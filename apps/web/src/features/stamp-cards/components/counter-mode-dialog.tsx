import QrCodeScannerIcon from '@mui/icons-material/QrCodeScannerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CameraCodeScanner, useCameraScanSupport } from '../../../components/camera-code-scanner.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { type StampDecision, useDecideStampRequest } from '../api/decide-stamp-request.ts';
import { useStampRequests } from '../api/list-stamp-requests.ts';
import { stampCodeOf } from '../stamp-code.ts';
import { StampRequestRow } from './stamp-request-row.tsx';

const qrFormats = ['qr_code'];

/**
 * Counter mode for a tablet at the desk: the customer shows the code of their request (or its QR
 * code), staff type or scan it and confirm. Scanning uses the browser's BarcodeDetector where
 * there is one; typing always works.
 */
export function CounterModeDialog({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  const scanSupport = useCameraScanSupport(qrFormats);
  const code = stampCodeOf(typed);
  const found = useStampRequests(shopId, code ? { status: 'pending', code } : {}, code !== null);
  const decide = useDecideStampRequest(shopId);
  const studioZone = useStudioZone(shopId);
  const request = code ? found.data?.[0] : undefined;

  const onDecide = (id: string, decision: StampDecision) =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => {
          notify(
            t(decision === 'confirm' ? 'stampCards.requests.confirmed' : 'stampCards.requests.rejected'),
          );
          setTyped('');
        },
      },
    );

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="stamp-counter-title">
      <DialogTitle id="stamp-counter-title">{t('stampCards.counter.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 3, maxWidth: 640, mx: 'auto', pt: 1 }} data-testid="stamp-counter">
          <Typography color="text.secondary">{t('stampCards.counter.intro')}</Typography>
          <TextField
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            label={t('stampCards.counter.code')}
            autoFocus
            fullWidth
            autoComplete="off"
            slotProps={{
              htmlInput: {
                'data-testid': 'stamp-counter-code',
                maxLength: 12,
                style: {
                  fontSize: 32,
                  letterSpacing: 6,
                  fontFamily: 'monospace',
                  textTransform: 'uppercase',
                },
              },
            }}
          />
          {scanSupport === 'yes' ? (
            scanning ? (
              <CameraCodeScanner
                formats={qrFormats}
                labels={{
                  camera: t('stampCards.counter.camera'),
                  cameraFailed: t('stampCards.counter.cameraFailed'),
                  stop: t('stampCards.counter.stopScan'),
                }}
                onCode={(text) => {
                  setTyped(stampCodeOf(text) ?? text);
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
                  data-testid="stamp-counter-scan"
                >
                  {t('stampCards.counter.scan')}
                </Button>
              </Box>
            )
          ) : scanSupport === 'no' ? (
            <Typography variant="body2" color="text.secondary" data-testid="stamp-counter-no-camera">
              {t('stampCards.counter.noCamera')}
            </Typography>
          ) : null}
          {code && found.isSuccess && !request ? (
            <Alert severity="warning" data-testid="stamp-counter-not-found">
              {t('stampCards.counter.notFound')}
            </Alert>
          ) : null}
          {request ? (
            <StampRequestRow
              request={request}
              studioZone={studioZone}
              busy={decide.isPending}
              onDecide={(decision) => onDecide(request.id, decision)}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="stamp-counter-close">
          {t('stampCards.counter.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
