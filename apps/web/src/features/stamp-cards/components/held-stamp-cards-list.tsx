import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StampCardFace } from '../../../components/stamp-card-face.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useHeldStampCards } from '../api/list-held-stamp-cards.ts';
import { LastActionText } from './last-action-text.tsx';

/** Every card the customer holds, each with its studio and a way back to it. */
export function HeldStampCardsList() {
  const { t } = useTranslation();
  const cards = useHeldStampCards();
  if (cards.isPending) return <Skeleton variant="rounded" height={240} />;
  if (cards.isError) return <Typography color="text.secondary">{t('stampCards.mine.loadFailed')}</Typography>;
  if (cards.data.length === 0) {
    return (
      <Stack
        sx={{ alignItems: 'center', gap: 1, py: 4, textAlign: 'center' }}
        data-testid="held-stamp-cards-empty"
      >
        <LoyaltyIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography color="text.secondary">{t('stampCards.held.none')}</Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 3 }}>
      {cards.data.map((held) => (
        <Stack key={held.shopId} sx={{ gap: 1 }} data-testid="held-stamp-card" data-shop-id={held.shopId}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {held.shopName}
          </Typography>
          <StampCardFace
            title={held.card.title}
            description={held.card.description}
            imageUrl={held.card.imageUrl}
            stamps={held.stamps}
            maxStamps={held.maxStamps}
          />
          {held.pendingRequest ? (
            <Typography variant="body2" data-testid="held-stamp-card-pending">
              {t('stampCards.held.pending', { code: held.pendingRequest.code })}
            </Typography>
          ) : null}
          <LastActionText action={held.lastAction} shopId={held.shopId} />
          <Box>
            <Button
              component={RouterLink}
              to={`/partner/${encodeURIComponent(held.shopId)}/app`}
              size="small"
            >
              {t('stampCards.held.open')}
            </Button>
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
