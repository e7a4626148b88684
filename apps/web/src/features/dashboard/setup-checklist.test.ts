import type { Dashboard } from '@studio/domain/booking-contract';
import { defaultModuleFlags } from '@studio/domain/shop';
import { describe, expect, it } from 'vitest';
import { checklistProgress, publicLinksOf } from './setup-checklist.ts';

const checklist: Dashboard['checklist'] = {
  profile: true,
  imprint: false,
  treatments: true,
  bookingHours: true,
  closures: false,
  slots: false,
  team: true,
  deals: false,
  stampCards: false,
  vouchers: false,
  phoneAssistant: false,
};

describe('setup checklist', () => {
  it('counts what is done and points at the first open item', () => {
    const progress = checklistProgress(checklist, defaultModuleFlags);
    expect(progress.items.map((item) => item.key)).toEqual([
      'profile',
      'imprint',
      'treatments',
      'team',
      'bookingHours',
      'closures',
      'slots',
      'deals',
      'stampCards',
      'vouchers',
      'phoneAssistant',
    ]);
    expect(progress).toMatchObject({ done: 4, total: 11, percent: 36 });
    expect(progress.next).toEqual({ key: 'imprint', screen: 'shopProfile', done: false });
    // The imprint is the only open item the server would refuse going live without.
    expect(progress.missingToGoLive).toEqual(['imprint']);
    expect(progress.items.find((item) => item.key === 'team')).toEqual({
      key: 'team',
      screen: 'bookingsTeam',
      done: true,
    });
  });

  it('leaves out modules that are switched off', () => {
    const progress = checklistProgress(checklist, {
      ...defaultModuleFlags,
      dealsEnabled: false,
      vouchersEnabled: false,
    });
    expect(progress.items.map((item) => item.key)).not.toContain('deals');
    expect(progress.items.map((item) => item.key)).not.toContain('vouchers');
    expect(progress.total).toBe(9);
    expect(progress.percent).toBe(44);
  });

  it('leaves out items whose screens are not built yet', () => {
    const notBuilt = new Set(['deals', 'vouchers', 'voice']);
    const progress = checklistProgress(checklist, defaultModuleFlags, (screen) => notBuilt.has(screen));
    expect(progress.items.map((item) => item.key)).toEqual([
      'profile',
      'imprint',
      'treatments',
      'team',
      'bookingHours',
      'closures',
      'slots',
      'stampCards',
    ]);
    expect(progress).toMatchObject({ done: 4, total: 8, percent: 50 });
  });

  it('is complete when everything is done', () => {
    const all = Object.fromEntries(
      Object.keys(checklist).map((key) => [key, true]),
    ) as Dashboard['checklist'];
    const progress = checklistProgress(all, undefined);
    expect(progress).toMatchObject({
      done: 11,
      total: 11,
      percent: 100,
      next: undefined,
      missingToGoLive: [],
    });
  });
});

describe('public links', () => {
  it('builds absolute links to the studio page and its booking page', () => {
    expect(publicLinksOf('https://studioly.example/', 'abc')).toEqual({
      studioPage: 'https://studioly.example/partner/abc',
      bookingPage: 'https://studioly.example/partner/abc/app/book',
    });
  });
});

describe('what a studio needs to go live', () => {
  it('names the open items without which the studio cannot go live', () => {
    const empty = checklistProgress(
      { ...checklist, treatments: false, bookingHours: false, team: true },
      defaultModuleFlags,
    );
    expect(empty.missingToGoLive).toEqual(['imprint', 'treatments', 'bookingHours']);
    expect(checklistProgress({ ...checklist, imprint: true }, defaultModuleFlags).missingToGoLive).toEqual(
      [],
    );
  });
});
