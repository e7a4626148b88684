// Slot engine benchmark: a studio with 10 team members and 2,000 existing bookings,
// 60 days of free times for a 90-minute combination. Target: under 10 ms per call.
// Run: node bench/slot-engine.ts
import { DateTime } from 'luxon';
import { type BusyInterval, findFreeSlots, type SlotQuery } from '../packages/domain/src/slot-engine.ts';

const zone = 'Europe/Berlin';
const team = Array.from({ length: 10 }, (_, index) => `member-${index}`);
const firstDay = DateTime.fromISO('2027-03-01', { zone });

// Deterministic pseudo-random bookings spread over the 60 days' opening hours.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const bookings: BusyInterval[] = Array.from({ length: 2000 }, () => {
  const day = firstDay.plus({ days: Math.floor(random() * 60) });
  const start = day.set({ hour: 9, minute: 0 }).plus({ minutes: 15 * Math.floor(random() * 36) });
  const minutes = [30, 45, 60, 90, 120][Math.floor(random() * 5)] ?? 60;
  return {
    start: start.toMillis(),
    end: start.plus({ minutes }).toMillis(),
    teamMemberId: team[Math.floor(random() * 10)] ?? null,
  };
});

const query: SlotQuery = {
  timezone: zone,
  fromDate: '2027-03-01',
  toDate: '2027-04-29',
  now: firstDay.minus({ days: 1 }).toMillis(),
  durationMinutes: 90,
  stepMinutes: 15,
  minLeadMinutes: 60,
  horizonDays: 60,
  openingHours: [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, start: '09:00', end: '19:00' }))
    .concat([{ weekday: 6, start: '10:00', end: '16:00' }]),
  closures: [{ startDate: '2027-04-02', endDate: '2027-04-05' }],
  rules: [{ startDate: '2027-03-15', endDate: '2027-03-21', slots: 4 }],
  teamSize: team.length,
  eligibleTeamMemberIds: team,
  bookings,
};

for (let i = 0; i < 20; i += 1) findFreeSlots(query); // warm-up
const runs = 200;
const timings: number[] = [];
let slots = 0;
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  slots = findFreeSlots(query).length;
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const mean = timings.reduce((sum, t) => sum + t, 0) / runs;
const p = (q: number) => timings[Math.min(runs - 1, Math.floor(q * runs))]?.toFixed(2);
console.log('slot engine: 10 members, 2,000 bookings, 60 days, 90-minute combination');
console.log(`free slots found: ${slots}`);
console.log(
  `per call over ${runs} runs: mean ${mean.toFixed(2)} ms, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms (target: p99 < 5 ms)`,
);
