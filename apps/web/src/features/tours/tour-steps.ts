// The two tours. Each step opens a real screen and highlights a real element on it, marked with
// a stable `data-tour` attribute (not a test id or a class, which change with the design).
import type { ModuleFlagName, ModuleFlags } from '@studio/domain/shop';
import type { ScreenId } from '../../shared/screens.ts';
import { isScreenBeingSetUp } from '../../shared/screens-being-set-up.ts';
import { checklistDefinitions } from '../../shared/setup-checklist-items.ts';

export type TourId = 'shopAdmin' | 'globalAdmin';

export interface TourStep {
  /** Key of the step's texts under `tours.<tourId>.steps`. */
  id: string;
  screen: ScreenId;
  /** Value of the `data-tour` attribute of the element to highlight. */
  target: string;
  flag?: ModuleFlagName;
}

/** The shop-admin tour follows the dashboard's setup checklist, item by item. */
const shopAdminSteps: readonly TourStep[] = checklistDefinitions.map((item) => ({
  id: item.key,
  screen: item.screen,
  target: `setup-${item.key}`,
  ...(item.flag ? { flag: item.flag } : {}),
}));

const globalAdminSteps: readonly TourStep[] = [
  { id: 'intro', screen: 'adminShops', target: 'admin-shops' },
  { id: 'gifts', screen: 'adminGifts', target: 'admin-gifts' },
  { id: 'stamps', screen: 'adminApprovals', target: 'admin-approvals' },
  { id: 'deals', screen: 'adminDeals', target: 'admin-deals' },
  { id: 'priceList', screen: 'adminPriceList', target: 'admin-price-list' },
  { id: 'reservations', screen: 'adminReservations', target: 'admin-reservations' },
  { id: 'shopSetup', screen: 'adminShops', target: 'admin-shop-setup' },
];

/**
 * The steps this user walks: a module the global admin switched off for the studio has no screen
 * to show, and neither has a screen that is not built yet.
 */
export function tourStepsFor(
  tourId: TourId,
  flags: ModuleFlags | undefined,
  beingSetUp: (screen: ScreenId) => boolean = isScreenBeingSetUp,
): TourStep[] {
  const steps = tourId === 'shopAdmin' ? shopAdminSteps : globalAdminSteps;
  return steps
    .filter((step) => !step.flag || (flags?.[step.flag] ?? true))
    .filter((step) => !beingSetUp(step.screen));
}

export const tourTargetSelector = (step: TourStep) => `[data-tour="${step.target}"]`;
