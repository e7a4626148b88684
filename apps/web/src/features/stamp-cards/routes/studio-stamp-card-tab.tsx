import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import Skeleton from '@mui/material/Skeleton';
import { TabEmptyState } from '../../../components/tab-empty-state.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useStampCard } from '../api/get-stamp-card.ts';
import { MyStampCardPanel } from '../components/my-stamp-card-panel.tsx';

/** The stamp card tab of /partner/{shopId}/app. */
export function StudioStampCardTab({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const card = useStampCard(shopId);
  if (card.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!card.data) {
    return (
      <TabEmptyState icon={LoyaltyIcon} text={t('stampCards.mine.noCard')} testId="partner-stamp-card-none" />
    );
  }
  const signedIn = session !== null && !session.user.guest;
  return <MyStampCardPanel shopId={shopId} card={card.data} signedIn={signedIn} />;
}
