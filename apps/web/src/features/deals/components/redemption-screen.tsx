import TimerIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DealRedemption } from '@studio/domain/deal-contract';
import { redemptionCountdownSeconds, redemptionSecondsLeft } from '@studio/domain/deal-rules';
import { useEffect, useId, useState } from 'react';
import { QrCodeImage } from '../../../components/qr-code-image.tsx';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

function useSecondsLeft(redeemedAt: string): number {
  const at = Date.parse(redeemedAt);
  const [now, setNow] = useState(() => Date.now());
  const left = redemptionSecondsLeft(at, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * What the customer shows at the counter: the deal, its code (also as a QR code) and a short
 * countdown from the moment of redemption, so staff can tell a fresh redemption from a screenshot.
 */
export function RedemptionScreen({
  redemption,
  onClose,
}: {
  redemption: DealRedemption;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const left = useSecondsLeft(redemption.redeemedAt);
  const running = left > 0;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="redemption-screen"
    >
      <DialogTitle id={titleId}>{t('deals.redemption.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
          <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
            {redemption.deal.title}
          </Typography>
          <Typography sx={{ fontWeight: 600, color: 'primary.main' }}>{redemption.deal.offerText}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('deals.redemption.show', { shop: redemption.shopName })}
          </Typography>
          <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 2, opacity: running ? 1 : 0.35 }}>
            <QrCodeImage
              value={redemption.code}
              label={t('deals.redemption.qrLabel', { code: redemption.code })}
            />
          </Box>
          <Typography
            variant="h3"
            component="p"
            sx={{ fontFamily: 'monospace', letterSpacing: 6 }}
            data-testid="redemption-code"
          >
            {redemption.code}
          </Typography>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 1, color: running ? 'success.main' : 'text.secondary' }}
            aria-live="polite"
            data-testid="redemption-countdown"
            data-running={running}
          >
            <TimerIcon aria-hidden />
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {running
                ? t('deals.redemption.countdown', { time: clock(left) })
                : t('deals.redemption.expired')}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            color="success"
            value={(left / redemptionCountdownSeconds) * 100}
            sx={{ width: '100%', height: 8, borderRadius: 4 }}
            aria-label={t('deals.redemption.timeLeft')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="redemption-screen-close">
          {t('deals.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
