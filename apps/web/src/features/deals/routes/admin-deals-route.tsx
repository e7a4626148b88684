import AddIcon from '@mui/icons-material/Add';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedDeal } from '@studio/domain/deal-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DealCard } from '../../../components/deal-card.tsx';
import { EditDeleteActions } from '../../../components/edit-delete-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useDeleteCatalogueDeal } from '../api/delete-catalogue-deal.ts';
import { useCatalogueDeals } from '../api/list-catalogue-deals.ts';
import { useSaveCatalogueDeal } from '../api/save-catalogue-deal.ts';
import { defaultValidity } from '../components/deal-dates.ts';
import { DealFormDialog } from '../components/deal-form-dialog.tsx';
import { formValuesOf } from '../components/deal-form-values.ts';

type Editing = { deal: ManagedDeal | null } | null;

/** /deals: the global admin's deals, ready-made for several shops, and the shops' own. */
export function AdminDealsRoute() {
  return <AdminDealsScreen />;
}

function AdminDealsScreen() {
  const { t } = useTranslation();
  const deals = useCatalogueDeals();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedDeal | null>(null);
  const remove = useDeleteCatalogueDeal();

  return (
    <>
      <PageHeader
        title={t('screens.adminDeals.title')}
        description={t('dealAdmin.admin.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ deal: null })}
            data-testid="deal-new"
            data-tour="admin-deals"
          >
            {t('dealAdmin.admin.new')}
          </Button>
        }
      />
      {deals.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : deals.isError ? (
        <Alert severity="error">{t('deals.loadFailed')}</Alert>
      ) : deals.data.length === 0 ? (
        <SetupEmptyState
          icon={LocalOfferIcon}
          title={t('dealAdmin.admin.emptyTitle')}
          text={t('dealAdmin.admin.emptyText')}
          testId="deals-empty"
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
          data-testid="admin-deals"
        >
          {deals.data.map((deal) => (
            <DealCard
              key={deal.id}
              deal={deal}
              testId="admin-deal"
              actions={
                <Stack sx={{ gap: 1 }}>
                  <Stack
                    direction="row"
                    sx={{ gap: 0.75, flexWrap: 'wrap' }}
                    aria-label={t('dealAdmin.admin.shops')}
                  >
                    {deal.shops.map((shop) => (
                      <ToneChip
                        key={shop.shopId}
                        tone={shop.active ? 'success' : 'neutral'}
                        label={t(shop.active ? 'dealAdmin.admin.shopOn' : 'dealAdmin.admin.shopOff', {
                          name: shop.shopName,
                        })}
                      />
                    ))}
                  </Stack>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="body2" color="text.secondary">
                      {t(deal.ownerShopId ? 'dealAdmin.admin.ownDeal' : 'dealAdmin.admin.readyMade')} ·{' '}
                      {t('dealAdmin.redemptions', { count: deal.redemptions })}
                    </Typography>
                    <EditDeleteActions
                      subject={deal.title}
                      onEdit={() => setEditing({ deal })}
                      onDelete={() => setDeleting(deal)}
                      testIdPrefix="admin-deal"
                    />
                  </Stack>
                </Stack>
              }
            />
          ))}
        </Box>
      )}
      {editing ? <CatalogueDealDialog deal={editing.deal} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('dealAdmin.admin.deleteTitle')}
        text={t('dealAdmin.admin.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('dealAdmin.delete')}
        destructive
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify(t('dealAdmin.admin.deleted'), 'success');
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}

function CatalogueDealDialog({ deal, onClose }: { deal: ManagedDeal | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCatalogueDeal(deal?.id ?? null);
  const { today, in30Days } = defaultValidity();
  return (
    <DealFormDialog
      title={t(deal ? 'dealAdmin.admin.editTitle' : 'dealAdmin.admin.newTitle')}
      submitLabel={t(deal ? 'dealAdmin.save' : 'dealAdmin.admin.create')}
      start={formValuesOf(deal, today, in30Days)}
      chosenShops={(deal?.shops ?? []).map((shop) => ({ id: shop.shopId, name: shop.shopName }))}
      uploadShopId={(values) => values.shopIds[0] ?? null}
      saving={save.isPending}
      failure={save.error}
      onSave={(body, showFieldErrors) =>
        save.mutate(body, {
          onSuccess: () => {
            notify(t(deal ? 'dealAdmin.admin.saved' : 'dealAdmin.admin.created'), 'success');
            onClose();
          },
          onError: showFieldErrors,
        })
      }
      onClose={onClose}
    />
  );
}
