import { describe, expect, it } from 'vitest';
import { checklistDefinitions } from '../../shared/setup-checklist-items.ts';
import { tourStepsFor } from './tour-steps.ts';

const allFlags = {
  dealsEnabled: true,
  stampsEnabled: true,
  giftsEnabled: true,
  menuEnabled: true,
  reservationsEnabled: true,
  ordersEnabled: true,
  analyticsEnabled: true,
  partnerCardsEnabled: true,
  vouchersEnabled: true,
};
const noneBeingSetUp = () => false;

describe('tour steps', () => {
  it('should walk the shop admin through the setup checklist in its order', () => {
    const steps = tourStepsFor('shopAdmin', allFlags, noneBeingSetUp);
    expect(steps.map((step) => step.id)).toEqual(checklistDefinitions.map((item) => item.key));
    expect(steps[0]).toMatchObject({ screen: 'shopProfile', target: 'setup-profile' });
  });

  it('should skip the steps of modules switched off and of screens not built yet', () => {
    const steps = tourStepsFor(
      'shopAdmin',
      { ...allFlags, dealsEnabled: false, vouchersEnabled: false },
      (screen) => screen === 'voice',
    );
    expect(steps.map((step) => step.id)).not.toContain('deals');
    expect(steps.map((step) => step.id)).not.toContain('vouchers');
    expect(steps.map((step) => step.id)).not.toContain('phoneAssistant');
    expect(steps.map((step) => step.id)).toContain('stampCards');
  });

  it('should show the global admin the platform from intro to setup in the shop', () => {
    expect(tourStepsFor('globalAdmin', undefined, noneBeingSetUp).map((step) => step.id)).toEqual([
      'intro',
      'gifts',
      'stamps',
      'deals',
      'priceList',
      'reservations',
      'shopSetup',
    ]);
  });
});
