import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session.ts';
import { useStampCard } from '../api/get-stamp-card.ts';
import { MyStampCardPanel } from '../components/my-stamp-card-panel.tsx';

/** The stamp card tab of /partner/{shopId}/app. */
export function PartnerStampCardTab({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const card = useStampCard(shopId);
  if (card.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!card.data) {
    return (
      <Stack
        sx={{ alignItems: 'center', gap: 1, py: 4, textAlign: 'center' }}
        data-testid="partner-stamp-card-none"
      >
        <LoyaltyIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography color="text.secondary">{t('stampCards.mine.noCard')}</Typography>
      </Stack>
    );
  }
  const signedIn = session !== null && !session.user.guest;
  return <MyStampCardPanel shopId={shopId} card={card.data} signedIn={signedIn} />;
}
