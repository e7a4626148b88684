// Repositories take the shop first and use it in every statement: a row of another shop is out of
// reach even when a caller (by mistake) hands over its id.
import { describe, expect, it } from 'vitest';
import { deleteClosureRow, updateClosureRow } from '../../src/features/availability/closures.repo.ts';
import { insertCancelLink, updateBookingRow } from '../../src/features/bookings/bookings.repo.ts';
import { deleteTeamMemberRow, updateTeamMemberRow } from '../../src/features/team/team.repo.ts';
import {
  deleteTreatmentRow,
  findTreatmentDetails,
  replaceTreatmentExtras,
  replaceTreatmentTeam,
  updateTreatmentRow,
} from '../../src/features/treatments/treatments.repo.ts';
import { book, bookingStudio } from '../support/booking-fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

async function twoStudios() {
  const victim = await bookingStudio({
    services: [{ name: 'Maniküre', durationMinutes: 60, teamMemberIds: [0] }],
  });
  const other = await bookingStudio();
  return { victim, other };
}

describe('shop-scoped repositories', () => {
  it("should not change another shop's treatment, its team or its extras", async () => {
    const { db } = await getTestPlatform();
    const { victim, other } = await twoStudios();
    const service = victim.services[0];
    if (!service) throw new Error('no treatment');
    await updateTreatmentRow(db, other.shop.id, service.id, { name: 'Taken over' });
    await replaceTreatmentTeam(db, other.shop.id, service.id, []);
    await expect(
      replaceTreatmentExtras(db, other.shop.id, service.id, [{ name: 'X', kind: 'direct', priceCents: 1 }]),
    ).rejects.toThrow();
    expect(await deleteTreatmentRow(db, other.shop.id, service.id)).toBe(false);
    const details = await findTreatmentDetails(db, other.shop.id, [service.id]);
    expect(details.teamMemberIds.size).toBe(0);
    const after = await call('GET', `/api/shops/${victim.shop.id}/services/${service.id}`);
    expect(after.json()).toEqual(service);
  });

  it("should not change or delete another shop's team member or closure", async () => {
    const { db } = await getTestPlatform();
    const { victim, other } = await twoStudios();
    const member = victim.members[0];
    if (!member) throw new Error('no member');
    expect(await updateTeamMemberRow(db, other.shop.id, member.id, { name: 'Taken over' })).toBeUndefined();
    expect(await deleteTeamMemberRow(db, other.shop.id, member.id)).toBe(false);
    const closure = await call('POST', `/api/shops/${victim.shop.id}/unavailabilities`, {
      token: victim.ownerToken,
      body: { startDate: '2030-12-24', endDate: '2030-12-26' },
    });
    const closureId = closure.json().id;
    expect(await updateClosureRow(db, other.shop.id, closureId, { reason: 'x' })).toBeUndefined();
    expect(await deleteClosureRow(db, other.shop.id, closureId)).toBe(false);
    const team = await call('GET', `/api/shops/${victim.shop.id}/team-members/${member.id}`);
    expect(team.json().name).toBe(member.name);
    const closures = await call('GET', `/api/shops/${victim.shop.id}/unavailabilities`, {
      token: victim.ownerToken,
    });
    expect(closures.json()).toEqual([closure.json()]);
  });

  it("should not update another shop's booking or add a cancel link to it", async () => {
    const { db } = await getTestPlatform();
    const { victim, other } = await twoStudios();
    const slots = await call(
      'GET',
      `/api/shops/${victim.shop.id}/slots?serviceIds=${victim.services[0]?.id}&from=${inDays(1)}&to=${inDays(15)}`,
    );
    const booked = await book(victim, { start: slots.json().slots[0]?.start });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().id;
    await expect(updateBookingRow(db, other.shop.id, bookingId, { notes: 'x' })).rejects.toThrow();
    await insertCancelLink(db, other.shop.id, bookingId, 'a-hash-of-nothing');
    const links = await db
      .selectFrom('booking_cancel_links')
      .select('token_hash')
      .where('booking_id', '=', bookingId)
      .execute();
    expect(links).toHaveLength(1);
    const row = await db
      .selectFrom('bookings')
      .select('notes')
      .where('id', '=', bookingId)
      .executeTakeFirst();
    expect(row?.notes).toBeNull();
  });
});

function inDays(days: number): string {
  return new Date(testClock.now() + days * 86_400_000).toISOString().slice(0, 10);
}
