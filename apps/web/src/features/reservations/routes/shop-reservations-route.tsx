import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { reservationStatuses } from '@studio/domain/reservation-contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useDecideReservation } from '../api/decide-reservation.ts';
import { useReservationSettings } from '../api/get-reservation-settings.ts';
import { useShopReservations } from '../api/list-shop-reservations.ts';
import { ReservationRow } from '../components/reservation-row.tsx';
import { ReservationSettingsForm } from '../components/reservation-settings-form.tsx';

/** /reservations: the requests to approve or reject (the customer gets a mail), and when to take them. */
export function ShopReservationsRoute() {
  return <CurrentShopGate>{(shopId) => <ShopReservationsScreen shopId={shopId} />}</CurrentShopGate>;
}

function ShopReservationsScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string>('pending');
  const settings = useReservationSettings(shopId);
  const list = useShopReservations(shopId, status);
  const studioZone = useStudioZone(shopId);
  const decide = useDecideReservation(shopId);
  return (
    <>
      <PageHeader
        title={t('screens.shopReservations.title')}
        description={t('screens.shopReservations.description')}
      />
      <Stack sx={{ gap: 3 }}>
        <SectionCard title={t('reservations.list')} testId="reservation-list">
          <ToggleButtonGroup
            value={status}
            exclusive
            size="small"
            onChange={(_event, value: string | null) => value && setStatus(value)}
            aria-label={t('reservations.filter')}
            sx={{ mb: 2, flexWrap: 'wrap' }}
          >
            {[...reservationStatuses, 'all'].map((value) => (
              <ToggleButton key={value} value={value}>
                {t(`reservations.statusFilter.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {list.isError ? <Alert severity="error">{t('reservations.loadFailed')}</Alert> : null}
          {list.isPending ? <Skeleton variant="rounded" height={120} /> : null}
          {list.data?.length === 0 ? (
            <Typography color="text.secondary">{t('reservations.none')}</Typography>
          ) : null}
          {studioZone
            ? (list.data ?? []).map((reservation) => (
                <ReservationRow
                  key={reservation.id}
                  reservation={reservation}
                  studioZone={studioZone}
                  busy={decide.isPending}
                  onDecide={(action) =>
                    decide.mutate(
                      { id: reservation.id, action },
                      { onSuccess: () => notify(t(`reservations.decided.${action}`)) },
                    )
                  }
                />
              ))
            : null}
        </SectionCard>
        <SectionCard
          title={t('reservations.settings.title')}
          description={t('reservations.settings.description')}
        >
          {settings.data ? (
            <ReservationSettingsForm shopId={shopId} settings={settings.data} />
          ) : (
            <Skeleton height={120} />
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
