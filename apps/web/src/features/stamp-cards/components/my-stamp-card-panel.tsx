import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StampCard } from '@studio/domain/stamp-card-contract';
import { QrCodeImage } from '../../../components/qr-code-image.tsx';
import { StampCardFace } from '../../../components/stamp-card-face.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink, useLocation } from '../../../routing/build-router.ts';
import { PushOptIn } from '../../../shared/push/components/push-opt-in.tsx';
import { useCreateStampRequest } from '../api/create-stamp-request.ts';
import { useMyStampCard } from '../api/get-my-stamp-card.ts';
import { LastActionText } from './last-action-text.tsx';

/**
 * The customer's card at one studio: drawn as stamps, "request a stamp", "redeem" when full, and
 * the waiting request's code and QR code to show at the counter. The state follows the shop's
 * decision without a reload (the card is polled while a request waits).
 */
export function MyStampCardPanel({
  shopId,
  card,
  signedIn,
}: {
  shopId: string;
  card: StampCard;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const mine = useMyStampCard(shopId, signedIn);
  const create = useCreateStampRequest(shopId);

  if (!signedIn) {
    return (
      <Stack sx={{ gap: 2 }}>
        <StampCardFace
          title={card.title}
          description={card.description}
          imageUrl={card.imageUrl}
          stamps={0}
          maxStamps={card.redeemCount}
          testId="my-stamp-card"
        />
        <Alert severity="info">{t('stampCards.mine.signInFirst')}</Alert>
        <Box>
          <Button
            component={RouterLink}
            to="/login"
            state={{ from: location.pathname }}
            variant="contained"
            data-testid="my-stamp-card-sign-in"
          >
            {t('stampCards.mine.signIn')}
          </Button>
        </Box>
      </Stack>
    );
  }
  if (mine.isPending) return <Skeleton variant="rounded" height={240} />;
  if (mine.isError) return <Alert severity="error">{t('stampCards.mine.loadFailed')}</Alert>;

  const state = mine.data;
  const full = state.stamps >= state.maxStamps;
  const pending = state.pendingRequest;
  return (
    <Stack sx={{ gap: 2 }}>
      <StampCardFace
        title={card.title}
        description={card.description}
        imageUrl={card.imageUrl}
        stamps={state.stamps}
        maxStamps={state.maxStamps}
        testId="my-stamp-card"
      />
      {state.redeemed && state.stamps === 0 && !pending ? (
        <Alert severity="success" data-testid="my-stamp-card-redeemed">
          {t('stampCards.mine.redeemed')}
        </Alert>
      ) : null}
      {pending ? (
        <Stack
          sx={{ gap: 1.5, alignItems: 'center', textAlign: 'center' }}
          data-testid="my-stamp-request"
          data-status={pending.status}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <HourglassIcon color="warning" aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>
              {t(
                pending.action === 'redeem'
                  ? 'stampCards.mine.redeemPending'
                  : 'stampCards.mine.stampPending',
              )}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('stampCards.mine.showCode')}
          </Typography>
          <QrCodeImage value={pending.code} label={t('stampCards.mine.qrLabel', { code: pending.code })} />
          <Typography
            variant="h4"
            component="p"
            sx={{ fontFamily: 'monospace', letterSpacing: 6 }}
            data-testid="my-stamp-request-code"
          >
            {pending.code}
          </Typography>
        </Stack>
      ) : (
        <Box>
          {full ? (
            <Button
              variant="contained"
              color="success"
              size="large"
              disabled={create.isPending}
              onClick={() => create.mutate({ action: 'redeem' })}
              data-testid="my-stamp-card-redeem"
            >
              {t('stampCards.mine.redeem')}
            </Button>
          ) : null}
          <Button
            variant={full ? 'outlined' : 'contained'}
            size="large"
            disabled={create.isPending}
            onClick={() => create.mutate({ action: 'stamp', count: 1 })}
            sx={{ ml: full ? 1.5 : 0 }}
            data-testid="my-stamp-card-request"
          >
            {t('stampCards.mine.request')}
          </Button>
        </Box>
      )}
      {/* Push messages are offered after something the customer did here, never on page load. */}
      {create.isSuccess ? <PushOptIn shopId={shopId} /> : null}
      <LastActionText action={state.lastAction} shopId={shopId} />
    </Stack>
  );
}
