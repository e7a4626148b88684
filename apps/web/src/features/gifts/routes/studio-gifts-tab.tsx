import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Gift } from '@studio/domain/gift-contract';
import { GiftFace } from '../../../components/gift-face.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { LazyTexts } from '../../../i18n/lazy-texts.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { SignInPrompt } from '../../../shared/sign-in/components/sign-in-prompt.tsx';
import { useClaimGift } from '../api/claim-gift.ts';
import { useGifts } from '../api/list-gifts.ts';

/** The gifts tab of /partner/{shopId}/app: the studio's gifts, each claimed once with an account. */
export function StudioGiftsTab({ shopId }: { shopId: string }) {
  return (
    <LazyTexts features={['gifts']}>
      <PartnerGiftsContent shopId={shopId} />
    </LazyTexts>
  );
}

function PartnerGiftsContent({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const gifts = useGifts(shopId);
  const signedIn = session !== null && !session.user.guest;

  if (gifts.isPending) return <Skeleton variant="rounded" height={240} />;
  if (gifts.isError) return <Alert severity="error">{t('gifts.loadFailed')}</Alert>;
  if (gifts.data.length === 0) {
    return (
      <Stack
        sx={{ alignItems: 'center', gap: 1, py: 4, textAlign: 'center' }}
        data-testid="partner-gifts-none"
      >
        <RedeemIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography color="text.secondary">{t('gifts.customer.none')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      {signedIn ? null : (
        <SignInPrompt
          text={t('gifts.customer.signInFirst')}
          action={t('gifts.customer.signIn')}
          testId="partner-gifts-sign-in"
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {gifts.data.map((gift) => (
          <GiftFace
            key={gift.id}
            gift={gift}
            testId="partner-gift"
            footer={<ClaimAction shopId={shopId} gift={gift} signedIn={signedIn} />}
          />
        ))}
      </Box>
    </Stack>
  );
}

function ClaimAction({ shopId, gift, signedIn }: { shopId: string; gift: Gift; signedIn: boolean }) {
  const { t } = useTranslation();
  const claim = useClaimGift(shopId);
  if (gift.claim) {
    return gift.claim.status === 'handed_over' ? (
      <ToneChip tone="neutral" icon={<CheckCircleIcon />} label={t('gifts.customer.handedOver')} />
    ) : (
      <Stack sx={{ gap: 0.5 }} data-testid="partner-gift-claimed">
        <ToneChip tone="success" icon={<CheckCircleIcon />} label={t('gifts.customer.claimed')} />
        <Typography variant="caption" color="text.secondary">
          {t('gifts.customer.showAtCounter')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Button
      variant="contained"
      fullWidth
      disabled={!signedIn}
      loading={claim.isPending}
      onClick={() =>
        claim.mutate(gift.id, { onSuccess: () => notify(t('gifts.customer.claimedNotice'), 'success') })
      }
      data-testid="partner-gift-claim"
    >
      {t('gifts.customer.claim')}
    </Button>
  );
}
