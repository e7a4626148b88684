import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import SpaIcon from '@mui/icons-material/SpaOutlined';
import Button from '@mui/material/Button';
import type { Treatment } from '@studio/domain/booking-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupListSkeleton } from '../../../components/setup-list-skeleton.tsx';
import { SetupListState } from '../../../components/setup-list-state.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useShopDetail } from '../../../shared/shops/api/get-shop-detail.ts';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { useTreatments } from '../../../shared/treatments/api/list-treatments.ts';
import { categoriesOf } from '../../../shared/treatments/treatment-groups.ts';
import { useDeleteTreatment } from '../api/delete-treatment.ts';
import { TreatmentDialog } from '../components/treatment-dialog.tsx';
import { TreatmentTemplatesDialog } from '../components/treatment-templates-dialog.tsx';
import { TreatmentsList } from '../components/treatments-list.tsx';

/** Prices are in euro unless the studio set its own currency. */
const fallbackCurrency = 'EUR';

/** /services: treatments and prices, grouped by category; create, edit, delete, start from templates. */
export function TreatmentsRoute() {
  return <CurrentShopGate>{(shopId) => <ServicesScreen shopId={shopId} />}</CurrentShopGate>;
}

function ServicesScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const services = useTreatments(shopId);
  const team = useTeamMembers(shopId);
  const shop = useShopDetail(shopId);
  const removal = useDeleteTreatment(shopId);
  // undefined: no dialog; null: a new treatment.
  const [editing, setEditing] = useState<Treatment | null | undefined>(undefined);
  const [choosingTemplates, setChoosingTemplates] = useState(false);
  const [toDelete, setToDelete] = useState<Treatment | null>(null);
  const list = services.data ?? [];
  const currency = shop.data?.currencyCode ?? fallbackCurrency;

  const templatesButton = (variant: 'outlined' | 'contained') => (
    <Button
      variant={variant}
      startIcon={<AutoAwesomeIcon />}
      onClick={() => setChoosingTemplates(true)}
      data-testid="services-templates"
    >
      {t('treatments.templates.open')}
    </Button>
  );
  const addButton = (variant: 'outlined' | 'contained') => (
    <Button
      variant={variant}
      startIcon={<AddIcon />}
      onClick={() => setEditing(null)}
      data-testid="services-add"
      data-tour="setup-treatments"
    >
      {t('treatments.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('screens.services.title')}
        description={t('treatments.intro')}
        actions={
          list.length > 0 ? (
            <>
              {templatesButton('outlined')}
              {addButton('contained')}
            </>
          ) : null
        }
      />
      <SetupListState
        status={services.status}
        empty={list.length === 0}
        loadFailedMessage={t('treatments.loadFailed')}
        onRetry={() => void services.refetch()}
        skeleton={<SetupListSkeleton rows={4} height={96} />}
        emptyState={
          <SetupEmptyState
            icon={SpaIcon}
            title={t('treatments.empty.title')}
            text={t('treatments.empty.text')}
            actions={
              <>
                {templatesButton('contained')}
                {addButton('outlined')}
              </>
            }
            testId="services-empty"
          />
        }
      >
        <TreatmentsList
          services={list}
          team={team.data ?? []}
          currency={currency}
          onEdit={setEditing}
          onDelete={setToDelete}
        />
      </SetupListState>
      {editing !== undefined ? (
        <TreatmentDialog
          shopId={shopId}
          service={editing}
          categories={categoriesOf(list)}
          team={team.data ?? []}
          currency={currency}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {choosingTemplates ? (
        <TreatmentTemplatesDialog
          shopId={shopId}
          services={list}
          currency={currency}
          onClose={() => setChoosingTemplates(false)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('treatments.delete.title')}
        text={toDelete ? t('treatments.delete.text', { name: toDelete.name }) : ''}
        confirmLabel={t('treatments.delete.confirm')}
        destructive
        loading={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          const { name } = toDelete;
          removal.mutate(toDelete.id, {
            onSuccess: () => notify(t('treatments.done.deleted', { name }), 'success'),
            onSettled: () => setToDelete(null),
          });
        }}
        testId="service-delete-dialog"
      />
    </>
  );
}
