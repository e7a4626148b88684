import SpaIcon from '@mui/icons-material/SpaOutlined';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { HydrateInTurn } from '../../../components/hydrate-in-turn.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSearchParams } from '../../../routing/build-router.ts';
import { useBookableTreatments } from '../../../shared/treatments/api/list-bookable-treatments.ts';
import type { BookingShop } from '../api/get-booking-shop.ts';
import {
  bookingStepPath,
  readSelection,
  selectionParams,
  shopPath,
  toggleService,
  withKnownServices,
} from '../booking-selection.ts';
import { BookingFlowFrame } from '../components/booking-flow-frame.tsx';
import { BookingShopGate } from '../components/booking-shop-gate.tsx';
import { RetryAlert } from '../components/retry-alert.tsx';
import { TreatmentList } from '../components/treatment-list.tsx';
import { chosenServices, groupTreatments } from '../treatment-selection.ts';

function TreatmentsStep({ shop }: { shop: BookingShop }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const services = useBookableTreatments(shop.id);
  const loaded = useMemo(() => services.data ?? [], [services.data]);
  const selection = useMemo(() => {
    const read = readSelection(params);
    // Until the list is there, every id counts; afterwards only existing treatments stay chosen.
    return services.data ? withKnownServices(read, new Set(loaded.map((service) => service.id))) : read;
  }, [params, services.data, loaded]);
  const chosen = chosenServices(loaded, selection.serviceIds);
  const groups = useMemo(() => groupTreatments(loaded), [loaded]);

  const toggle = (serviceId: string) =>
    // Picking treatments is one step; history entries per tick would make "back" tedious.
    setParams(selectionParams(toggleService(selection, serviceId)), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <BookingFlowFrame
      step={1}
      title={t('screens.book.title')}
      backTo={shopPath(shop.id)}
      backLabel={t('bookingFlow.backToStudio')}
      summary={{
        studioName: shop.name,
        address: shop.address,
        timezone: shop.timezone,
        currencyCode: shop.currencyCode,
        treatments: chosen,
      }}
      action={{
        label: t('bookingFlow.continue'),
        testId: 'booking-continue',
        disabled: chosen.length === 0,
        to: bookingStepPath(shop.id, 'bookSelectDate', { ...selection, start: null }),
      }}
    >
      {services.isPending ? (
        <Stack sx={{ gap: 1.5 }} role="status" aria-label={t('app.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : services.isError ? (
        <RetryAlert
          message={t('bookingFlow.treatments.loadFailed')}
          onRetry={() => void services.refetch()}
        />
      ) : groups.length === 0 ? (
        <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }} data-testid="treatments-empty">
          <SpaIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 2 }} aria-hidden />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('bookingFlow.treatments.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('bookingFlow.treatments.emptyText')}</Typography>
        </Card>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('bookingFlow.treatments.intro')}
          </Typography>
          {/* A server-rendered list is hydrated a task after the rest of the step. */}
          <HydrateInTurn turn={3}>
            <TreatmentList
              groups={groups}
              currencyCode={shop.currencyCode}
              selectedIds={new Set(selection.serviceIds)}
              onToggle={toggle}
            />
          </HydrateInTurn>
        </>
      )}
    </BookingFlowFrame>
  );
}

/** Step 1 (/partner/{shopId}/app/book): pick one or more of the studio's treatments. */
export function BookTreatmentsRoute() {
  return <BookingShopGate>{(shop) => <TreatmentsStep shop={shop} />}</BookingShopGate>;
}
