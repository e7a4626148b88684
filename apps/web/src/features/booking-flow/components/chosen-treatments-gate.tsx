import type { TeamMember, Treatment } from '@studio/domain/booking-contract';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Navigate, useSearchParams } from '../../../routing/build-router.ts';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { useBookableTreatments } from '../../../shared/treatments/api/list-bookable-treatments.ts';
import type { BookingShop } from '../api/get-booking-shop.ts';
import { type BookingSelection, bookingStepPath, readSelection } from '../booking-selection.ts';
import { chosenServices } from '../treatment-selection.ts';
import { BookingPageSkeleton } from './booking-shop-gate.tsx';
import { RetryAlert } from './retry-alert.tsx';

export interface ChosenTreatments {
  selection: BookingSelection;
  /** The chosen treatments that exist, in the order they were picked; never empty. */
  chosen: Treatment[];
  /** The studio's team; empty when it could not be loaded (the customer then books without a preference). */
  members: TeamMember[];
}

/**
 * The steps after the first need the chosen treatments from the URL; without any (an old or
 * edited link) the customer is sent back to choose.
 */
export function ChosenTreatmentsGate({
  shop,
  children,
}: {
  shop: BookingShop;
  children: (chosen: ChosenTreatments) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selection = useMemo(() => readSelection(params), [params]);
  const services = useBookableTreatments(shop.id);
  const team = useTeamMembers(shop.id);

  if (services.isPending || team.isPending) return <BookingPageSkeleton />;
  if (services.isError) {
    return (
      <RetryAlert
        message={t('bookingFlow.treatments.loadFailed')}
        onRetry={() => void services.refetch()}
        sx={{ maxWidth: 1080, mx: 'auto' }}
      />
    );
  }
  const chosen = chosenServices(services.data, selection.serviceIds);
  if (chosen.length === 0) return <Navigate to={bookingStepPath(shop.id, 'book', selection)} replace />;
  return children({ selection, chosen, members: team.data ?? [] });
}
