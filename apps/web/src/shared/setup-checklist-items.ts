// The onboarding checklist's items, in the order a new studio best goes through them: the
// dashboard's checklist and the shop-admin tour both walk this list, so they cannot drift apart.
import type { Dashboard } from '@studio/domain/booking-contract';
import type { ModuleFlagName } from '@studio/domain/shop';
import type { ScreenId } from './screens.ts';

export type ChecklistKey = keyof Dashboard['checklist'];

export interface ChecklistItemDefinition {
  key: ChecklistKey;
  screen: ScreenId;
  flag?: ModuleFlagName;
}

export const checklistDefinitions: readonly ChecklistItemDefinition[] = [
  { key: 'profile', screen: 'shopProfile' },
  { key: 'imprint', screen: 'shopProfile' },
  { key: 'treatments', screen: 'services' },
  { key: 'team', screen: 'bookingsTeam' },
  { key: 'bookingHours', screen: 'bookingsHours' },
  { key: 'closures', screen: 'bookingsClosures' },
  { key: 'slots', screen: 'bookingsSlots' },
  { key: 'deals', screen: 'deals', flag: 'dealsEnabled' },
  { key: 'stampCards', screen: 'stampcards', flag: 'stampsEnabled' },
  { key: 'vouchers', screen: 'vouchers', flag: 'vouchersEnabled' },
  { key: 'phoneAssistant', screen: 'voice' },
];
