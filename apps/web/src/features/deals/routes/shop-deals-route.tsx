import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import PinIcon from '@mui/icons-material/PinOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ProposedDeal, ShopDeal, ShopDealWrite } from '@studio/domain/deal-contract';
import { useState } from 'react';
import { DealCard, type DealCardValues } from '../../../components/deal-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useDealOverview } from '../api/get-deal-overview.ts';
import { useSaveShopDeal } from '../api/save-shop-deal.ts';
import { useSetDealActive } from '../api/set-deal-active.ts';
import { defaultValidity } from '../components/deal-dates.ts';
import { DealFormDialog } from '../components/deal-form-dialog.tsx';
import { type DealFormStart, formValuesOf } from '../components/deal-form-values.ts';
import { DealSalesSection } from '../components/deal-sales-section.tsx';
import { RedemptionCheckDialog } from '../components/redemption-check-dialog.tsx';

/** /deal: switch ready-made deals on or off for the studio, and propose its own (approval). */
export function ShopDealsRoute() {
  return <CurrentShopGate>{(shopId) => <ShopDealsScreen shopId={shopId} />}</CurrentShopGate>;
}

type Editing = { id: string | null; start: DealFormStart | null } | null;

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
};

function ShopDealsScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const overview = useDealOverview(shopId);
  const [editing, setEditing] = useState<Editing>(null);
  const [checking, setChecking] = useState(false);
  const readyMade = overview.data?.deals.filter((deal) => deal.readyMade) ?? [];
  const own = overview.data?.deals.filter((deal) => !deal.readyMade) ?? [];
  const proposals = overview.data?.proposals ?? [];

  return (
    <>
      <PageHeader
        title={t('screens.deals.title')}
        description={t('screens.deals.description')}
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<PinIcon />}
              onClick={() => setChecking(true)}
              data-testid="redemption-check-open"
            >
              {t('dealAdmin.check.open')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ id: null, start: null })}
              data-testid="deal-propose"
            >
              {t('dealAdmin.shop.propose')}
            </Button>
          </Stack>
        }
      />
      {overview.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : overview.isError ? (
        <Alert severity="error">{t('deals.loadFailed')}</Alert>
      ) : (
        <Stack sx={{ gap: 3 }}>
          <SectionCard
            title={t('dealAdmin.shop.readyMadeTitle')}
            description={t('dealAdmin.shop.readyMadeText')}
            testId="ready-made-deals"
            tourTarget="setup-deals"
          >
            {readyMade.length === 0 ? (
              <Typography color="text.secondary">{t('dealAdmin.shop.readyMadeNone')}</Typography>
            ) : (
              <Box sx={gridSx}>
                {readyMade.map((deal) => (
                  <DealCard
                    key={deal.id}
                    deal={deal}
                    testId="shop-deal"
                    actions={<ActiveSwitch shopId={shopId} deal={deal} />}
                  />
                ))}
              </Box>
            )}
          </SectionCard>
          <SectionCard
            title={t('dealAdmin.shop.ownTitle')}
            description={t('dealAdmin.shop.ownText')}
            testId="own-deals"
          >
            {own.length === 0 && proposals.length === 0 ? (
              <SetupEmptyState
                icon={LocalOfferIcon}
                title={t('dealAdmin.shop.ownNoneTitle')}
                text={t('dealAdmin.shop.ownNoneText')}
                testId="own-deals-empty"
              />
            ) : (
              <Box sx={gridSx}>
                {proposals.map((proposal) => (
                  <ProposalCard
                    key={proposal.dealId}
                    proposal={proposal}
                    onEdit={() =>
                      setEditing({
                        id: proposal.dealId,
                        start: proposal.proposed as unknown as DealFormStart,
                      })
                    }
                  />
                ))}
                {own.map((deal) => (
                  <DealCard
                    key={deal.id}
                    deal={deal}
                    testId="shop-deal"
                    actions={
                      <Stack sx={{ gap: 1 }}>
                        {deal.pendingChange ? (
                          <ToneChip tone="warning" label={t('dealAdmin.shop.changePending')} />
                        ) : null}
                        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                          <ActiveSwitch shopId={shopId} deal={deal} />
                          <Button
                            size="small"
                            startIcon={<EditIcon />}
                            onClick={() =>
                              setEditing({
                                id: deal.id,
                                start:
                                  (deal.pendingChange?.proposed as unknown as DealFormStart | undefined) ??
                                  deal,
                              })
                            }
                          >
                            {t('dealAdmin.edit')}
                          </Button>
                        </Stack>
                      </Stack>
                    }
                  />
                ))}
              </Box>
            )}
          </SectionCard>
          <DealSalesSection shopId={shopId} />
        </Stack>
      )}
      {editing ? <ShopDealDialog shopId={shopId} editing={editing} onClose={() => setEditing(null)} /> : null}
      {checking ? <RedemptionCheckDialog shopId={shopId} onClose={() => setChecking(false)} /> : null}
    </>
  );
}

function ActiveSwitch({ shopId, deal }: { shopId: string; deal: ShopDeal }) {
  const { t } = useTranslation();
  const setActive = useSetDealActive(shopId);
  return (
    <FormControlLabel
      control={
        <Switch
          checked={deal.active}
          disabled={setActive.isPending}
          onChange={(event) =>
            setActive.mutate(
              { id: deal.id, active: event.target.checked },
              {
                onSuccess: (saved) =>
                  notify(
                    t(saved.active ? 'dealAdmin.shop.switchedOn' : 'dealAdmin.shop.switchedOff'),
                    'success',
                  ),
              },
            )
          }
          slotProps={{ input: { 'aria-label': t('dealAdmin.shop.activeFor', { title: deal.title }) } }}
          data-testid="shop-deal-active"
        />
      }
      label={t(deal.active ? 'dealAdmin.shop.active' : 'dealAdmin.shop.inactive')}
    />
  );
}

function ProposalCard({ proposal, onEdit }: { proposal: ProposedDeal; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <DealCard
      deal={proposal.proposed as unknown as DealCardValues}
      testId="shop-deal-proposal"
      actions={
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <ToneChip tone="warning" label={t('dealAdmin.shop.waiting')} />
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
            {t('dealAdmin.edit')}
          </Button>
        </Stack>
      }
    />
  );
}

function ShopDealDialog({
  shopId,
  editing,
  onClose,
}: {
  shopId: string;
  editing: NonNullable<Editing>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveShopDeal(shopId, editing.id);
  const { today, in30Days } = defaultValidity();
  return (
    <DealFormDialog
      title={t(editing.id ? 'dealAdmin.shop.editTitle' : 'dealAdmin.shop.newTitle')}
      submitLabel={t('dealAdmin.shop.submit')}
      start={formValuesOf(editing.start, today, in30Days)}
      uploadShopId={() => shopId}
      saving={save.isPending}
      failure={save.error}
      onSave={({ shopIds: _shops, ...body }, showFieldErrors) =>
        save.mutate(body as ShopDealWrite, {
          onSuccess: (saved) => {
            notify(
              t(saved.status === 'pending' ? 'dealAdmin.shop.submitted' : 'dealAdmin.shop.saved'),
              'success',
            );
            onClose();
          },
          onError: showFieldErrors,
        })
      }
      onClose={onClose}
    />
  );
}
