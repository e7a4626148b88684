import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import type { ShopPartnerCardChoice } from '@studio/domain/partner-card-contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupLoadError } from '../../../components/setup-load-error.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useChoosePartnerCards } from '../api/choose-partner-cards.ts';
import { usePartnerCardChoice } from '../api/get-partner-card-choice.ts';

/** /shop/partner-cards: the studio picks the partner cards it accepts (the choice goes to review). */
export function ShopPartnerCardsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('screens.shopPartnerCards.title')}
        description={t('screens.shopPartnerCards.description')}
      />
      <CurrentShopGate>{(shopId) => <PartnerCardChoiceSection shopId={shopId} />}</CurrentShopGate>
    </>
  );
}

function PartnerCardChoiceSection({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const choice = usePartnerCardChoice(shopId);
  if (choice.isPending) return <Skeleton variant="rounded" height={240} />;
  if (choice.isError) {
    return <SetupLoadError message={t('partnerCards.loadFailed')} onRetry={() => void choice.refetch()} />;
  }
  if (choice.data.available.length === 0) {
    return (
      <SetupEmptyState
        icon={CreditCardIcon}
        title={t('partnerCards.shop.noneTitle')}
        text={t('partnerCards.shop.noneText')}
        testId="partner-cards-none-available"
      />
    );
  }
  return (
    <ChoiceForm key={choice.data.pendingChange?.approvalId ?? 'live'} shopId={shopId} choice={choice.data} />
  );
}

function ChoiceForm({ shopId, choice }: { shopId: string; choice: ShopPartnerCardChoice }) {
  const { t } = useTranslation();
  const save = useChoosePartnerCards(shopId);
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set(choice.pendingChange?.partnerCardIds ?? choice.acceptedIds),
  );
  const accepted = new Set(choice.acceptedIds);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <SectionCard
      title={t('partnerCards.shop.title')}
      description={t('partnerCards.shop.description')}
      testId="partner-card-choice"
    >
      {choice.pendingChange ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="partner-card-choice-pending">
          {t('partnerCards.shop.pending')}
        </Alert>
      ) : null}
      <FormGroup>
        {choice.available.map((card) => (
          <FormControlLabel
            key={card.id}
            control={
              <Checkbox
                checked={selected.has(card.id)}
                onChange={() => toggle(card.id)}
                slotProps={{ input: { 'data-testid': `partner-card-choice-${card.id}` } as object }}
              />
            }
            label={
              accepted.has(card.id) ? t('partnerCards.shop.acceptedNow', { title: card.title }) : card.title
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          loading={save.isPending}
          onClick={() =>
            save.mutate([...selected], {
              onSuccess: (saved) =>
                notify(
                  t(saved.pendingChange ? 'partnerCards.shop.submitted' : 'partnerCards.shop.saved'),
                  'success',
                ),
            })
          }
          data-testid="partner-card-choice-save"
        >
          {t('partnerCards.shop.submit')}
        </Button>
      </Box>
    </SectionCard>
  );
}
