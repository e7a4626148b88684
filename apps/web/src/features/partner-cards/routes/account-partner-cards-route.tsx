import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { CustomerPartnerCard } from '@studio/domain/partner-card-contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { TabEmptyState } from '../../../components/tab-empty-state.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Navigate, useLocation } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useMyPartnerCards } from '../api/list-my-partner-cards.ts';
import { HeldPartnerCard } from '../components/held-partner-card.tsx';
import { RemovePartnerCardDialog } from '../components/remove-partner-card-dialog.tsx';

/**
 * /account/partnercards: every partner card the customer has added, whichever studio it was added
 * at (a card is the customer's, not a studio's), each as a barcode for the counter.
 */
export function AccountPartnerCardsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={t('screens.accountPartnerCards.title')}
        description={t('screens.accountPartnerCards.description')}
      />
      <HeldPartnerCardsList enabled={!session.user.guest} />
    </Box>
  );
}

function HeldPartnerCardsList({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const mine = useMyPartnerCards(enabled);
  const [removing, setRemoving] = useState<CustomerPartnerCard | null>(null);

  if (!enabled || mine.data?.length === 0) {
    return (
      <TabEmptyState
        icon={CreditCardIcon}
        text={t('partnerCards.mine.noneHeld')}
        testId="account-partner-cards-empty"
      />
    );
  }
  if (mine.isError) return <Alert severity="error">{t('partnerCards.loadFailed')}</Alert>;
  if (mine.isPending) return <Skeleton variant="rounded" height={200} />;
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
      data-testid="account-partner-cards"
    >
      {mine.data.map((card) => (
        <HeldPartnerCard key={card.id} card={card} onRemove={setRemoving} />
      ))}
      <RemovePartnerCardDialog card={removing} onClose={() => setRemoving(null)} />
    </Box>
  );
}
