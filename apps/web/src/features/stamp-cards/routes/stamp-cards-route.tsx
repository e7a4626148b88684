import StorefrontIcon from '@mui/icons-material/PointOfSaleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useStampCardOverview } from '../api/get-stamp-card-overview.ts';
import { CounterModeDialog } from '../components/counter-mode-dialog.tsx';
import { CustomerStampCardsList } from '../components/customer-stamp-cards-list.tsx';
import { PendingStampRequests } from '../components/pending-stamp-requests.tsx';
import { StampCardForm } from '../components/stamp-card-form.tsx';
import { StampCardTotals } from '../components/stamp-card-totals.tsx';

/** /stampcards: the shop's one card, its totals, the customers' cards and the requests to decide. */
export function StampCardsRoute() {
  return <CurrentShopGate>{(shopId) => <StampCardsScreen shopId={shopId} />}</CurrentShopGate>;
}

function StampCardsScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const overview = useStampCardOverview(shopId);
  const [counter, setCounter] = useState(false);

  return (
    <>
      <PageHeader
        title={t('screens.stampcards.title')}
        description={t('screens.stampcards.description')}
        actions={
          overview.data?.card ? (
            <Button
              variant="contained"
              startIcon={<StorefrontIcon />}
              onClick={() => setCounter(true)}
              data-testid="stamp-counter-open"
            >
              {t('stampCards.counter.open')}
            </Button>
          ) : null
        }
      />
      {overview.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : overview.isError ? (
        <Alert severity="error">{t('stampCards.loadFailed')}</Alert>
      ) : (
        <Stack sx={{ gap: 3 }}>
          <StampCardTotals totals={overview.data.totals} />
          <SectionCard
            title={t('stampCards.form.sectionTitle')}
            description={t(overview.data.card ? 'stampCards.form.sectionLive' : 'stampCards.form.sectionNew')}
            testId="stamp-card-section"
            tourTarget="setup-stampCards"
          >
            <StampCardForm
              key={`${overview.data.card?.id ?? 'new'}-${overview.data.pendingChange?.approvalId ?? 'live'}`}
              shopId={shopId}
              overview={overview.data}
            />
          </SectionCard>
          {overview.data.card ? (
            <>
              <PendingStampRequests shopId={shopId} />
              <CustomerStampCardsList shopId={shopId} />
            </>
          ) : null}
        </Stack>
      )}
      {counter ? <CounterModeDialog shopId={shopId} onClose={() => setCounter(false)} /> : null}
    </>
  );
}
