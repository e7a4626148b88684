import type { TeamMember } from '@studio/domain/booking-contract';
import { describe, expect, it } from 'vitest';
import { unassignedKey } from './calendar-events.ts';
import { hiddenForOwnColumn } from './own-column.ts';

const member = (id: string) => ({ id, name: id, color: '#D81B60' }) as TeamMember;
const team = [member('anna'), member('bich'), member('chau')];

describe('hiddenForOwnColumn', () => {
  it('hides everyone but the own column, and the unassigned bookings', () => {
    expect([...hiddenForOwnColumn(team, 'bich')].sort()).toEqual(['anna', 'chau', unassignedKey].sort());
  });

  it('hides nothing without a linked column or when the column left the team', () => {
    expect(hiddenForOwnColumn(team, null).size).toBe(0);
    expect(hiddenForOwnColumn(team, 'dana').size).toBe(0);
  });
});
