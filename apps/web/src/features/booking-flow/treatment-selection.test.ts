import type { TeamMember, Treatment } from '@studio/domain/booking-contract';
import { describe, expect, it } from 'vitest';
import {
  chosenServices,
  groupTreatments,
  membersForTreatments,
  selectionTotals,
} from './treatment-selection.ts';

function service(id: string, patch: Partial<Treatment> = {}): Treatment {
  return {
    id,
    name: id,
    description: null,
    category: null,
    priceCents: 1000,
    durationMinutes: 30,
    active: true,
    position: 0,
    teamMemberIds: [],
    extras: [],
    ...patch,
  };
}

function member(id: string, position: number): TeamMember {
  return { id, name: id, color: '#D81B60', description: null, position };
}

describe('groupTreatments', () => {
  it('groups active treatments by category in the studio order, uncategorised last', () => {
    const groups = groupTreatments([
      service('shellac', { category: 'Maniküre', position: 2 }),
      service('gift-wrap', { position: 0 }),
      service('pedicure', { category: 'Pediküre', position: 3 }),
      service('classic', { category: 'Maniküre', position: 1 }),
      service('old', { category: 'Maniküre', position: 0, active: false }),
      service('art', { category: '  ', position: 4 }),
    ]);
    expect(groups.map((group) => [group.category, group.services.map((s) => s.id)])).toEqual([
      ['Maniküre', ['classic', 'shellac']],
      ['Pediküre', ['pedicure']],
      [null, ['gift-wrap', 'art']],
    ]);
  });

  it('gives no groups for no treatments', () => {
    expect(groupTreatments([])).toEqual([]);
  });
});

describe('selection totals and chosen treatments', () => {
  const services = [
    service('gel', { priceCents: 5500, durationMinutes: 90 }),
    service('french', { priceCents: 1000, durationMinutes: 15 }),
  ];

  it('keeps the order of picking and skips unknown ids', () => {
    expect(chosenServices(services, ['french', 'gone', 'gel']).map((s) => s.id)).toEqual(['french', 'gel']);
  });

  it('adds up count, duration and price', () => {
    expect(selectionTotals(services)).toEqual({ count: 2, durationMinutes: 105, priceCents: 6500 });
    expect(selectionTotals([])).toEqual({ count: 0, durationMinutes: 0, priceCents: 0 });
  });
});

describe('membersForTreatments', () => {
  const team = [member('sophie', 2), member('linh', 0), member('mai', 1)];

  it('keeps members who perform every chosen treatment; none assigned means everyone', () => {
    const gel = service('gel', { teamMemberIds: ['linh'] });
    const shellac = service('shellac', { teamMemberIds: ['mai', 'linh'] });
    const french = service('french');
    expect(membersForTreatments(team, [french]).map((m) => m.id)).toEqual(['linh', 'mai', 'sophie']);
    expect(membersForTreatments(team, [shellac, french]).map((m) => m.id)).toEqual(['linh', 'mai']);
    expect(membersForTreatments(team, [gel, shellac]).map((m) => m.id)).toEqual(['linh']);
    expect(membersForTreatments(team, [gel, service('pedi', { teamMemberIds: ['sophie'] })])).toEqual([]);
  });
});
