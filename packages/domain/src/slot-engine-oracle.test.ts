// The slot engine against an independent oracle: a deliberately simple, minute-by-minute reading of
// the booking rules (api contract, "Rules the checks rely on") that shares no code with the engine
// and reads wall clocks through Intl only. Generated shops sit in zones with 30- and 45-minute
// offsets and both hemispheres' clock changes, with booking hours that start or end inside the
// spring gap or the repeated autumn hour. The engine must return exactly the oracle's slots.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FreeSlot, findFreeSlots, findSlotAt, type SlotQuery } from './slot-engine.ts';

// The domain package compiles without Node or DOM types; the runner's console is all this file needs.
declare const console: { log(message: string): void };

const zones = [
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'America/Santiago',
  'America/Havana',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Auckland',
  'UTC',
] as const;

// ---- Wall clocks, read with Intl only. Instants and wall readings are whole epoch minutes. ----

const formatters = new Map<string, Intl.DateTimeFormat>();
const intlOffsets = new Map<string, Map<number, number>>();

/** Minutes the zone's clock is ahead of UTC at a minute, asked of Intl (remembered). */
function intlOffset(zone: string, instant: number): number {
  const known = intlOffsets.get(zone)?.get(instant);
  if (known !== undefined) return known;
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(instant * 60_000).map((piece) => [piece.type, Number(piece.value)]),
  );
  const wall =
    Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0) / 60_000;
  const offsets = intlOffsets.get(zone) ?? new Map<number, number>();
  intlOffsets.set(zone, offsets);
  offsets.set(instant, wall - instant);
  return wall - instant;
}

/** Whether the clock changes inside the hour that starts at a whole-hour minute. */
const changesWithin = (zone: string, hourStart: number) =>
  intlOffset(zone, hourStart) !== intlOffset(zone, hourStart + 60);

/** What the zone's clock shows at a minute, as minutes since 1970-01-01 00:00 of wall-clock time. */
function wallClockAt(zone: string, instant: number): number {
  const hourStart = Math.floor(instant / 60) * 60;
  if (!changesWithin(zone, hourStart)) return instant + intlOffset(zone, hourStart);
  return instant + intlOffset(zone, instant);
}

const firstShowings = new Map<string, number>();

/**
 * The first minute at which the clock shows a wall time or a later one: a time the spring gap skips
 * is the moment of the change, a time the autumn repeats is its first showing.
 */
function firstShowing(zone: string, wall: number): number {
  const key = `${zone} ${wall}`;
  const known = firstShowings.get(key);
  if (known !== undefined) return known;
  // No zone is more than 14 hours ahead of UTC, so nothing earlier can show it. Whole hours without
  // a clock change are skipped while even their last minute shows less; the rest goes minute by minute.
  let instant = Math.floor(wall / 60) * 60 - 15 * 60;
  while (!changesWithin(zone, instant) && wallClockAt(zone, instant + 60) < wall) instant += 60;
  while (wallClockAt(zone, instant) < wall) instant += 1;
  firstShowings.set(key, instant);
  return instant;
}

const dayMinutes = 24 * 60;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 60_000 / dayMinutes;
const dateOfDay = (day: number) => new Date(day * dayMinutes * 60_000).toISOString().slice(0, 10);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const describeInstant = (zone: string, instant: number) => {
  const wall = wallClockAt(zone, instant);
  const offset = wall - instant;
  const sign = offset < 0 ? '-' : '+';
  return `${dateOfDay(Math.floor(wall / dayMinutes))} ${timeOf(((wall % dayMinutes) + dayMinutes) % dayMinutes)} (UTC${sign}${timeOf(Math.abs(offset))})`;
};

// ---- The oracle ----

/** Every bookable start of a query, minute by minute, straight from the rules. */
function oracleSlots(query: SlotQuery): FreeSlot[] {
  const zone = query.timezone;
  const duration = query.durationMinutes;
  const firstDay = dayNumber(query.fromDate);
  const lastDay = dayNumber(query.toDate);
  const offered =
    query.teamSize === 0
      ? []
      : query.eligibleTeamMemberIds.filter(
          (id) => query.teamMemberId === undefined || id === query.teamMemberId,
        );
  // Per minute of the days looked at (and a margin): how many bookings hold it, and which offered
  // members (one bit each) are busy in it.
  const origin = firstDay * dayMinutes - 15 * 60;
  const span = (lastDay - firstDay + 1) * dayMinutes + 30 * 60;
  const taken = new Uint8Array(span);
  const busy = new Uint8Array(span);
  for (const booking of query.bookings) {
    // Bit 0 stands for anyone not offered (or nobody); offered member i is bit i + 1.
    const bit = booking.teamMemberId === null ? 1 : 1 << (offered.indexOf(booking.teamMemberId) + 1);
    for (let minute = booking.start / 60_000; minute < booking.end / 60_000; minute += 1) {
      const index = minute - origin;
      if (index < 0 || index >= span) continue;
      taken[index] = (taken[index] ?? 0) + 1;
      busy[index] = (busy[index] ?? 0) | bit;
    }
  }

  const slots: FreeSlot[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) {
    const date = dateOfDay(day);
    if (query.closures.some((closure) => closure.startDate <= date && date <= closure.endDate)) continue;
    // The latest-starting rule covering the day, else the team size, at least one.
    const rule = query.rules
      .filter((candidate) => candidate.startDate <= date && (candidate.endDate ?? '9999') >= date)
      .sort((a, b) => (a.startDate < b.startDate ? 1 : -1))[0];
    const capacity = rule ? rule.slots : Math.max(1, query.teamSize);
    const weekday = ((new Date(day * dayMinutes * 60_000).getUTCDay() + 6) % 7) + 1;
    for (const range of query.openingHours) {
      if (range.weekday !== weekday) continue;
      const open = firstShowing(zone, day * dayMinutes + minutesOf(range.start));
      const close = firstShowing(zone, day * dayMinutes + minutesOf(range.end));
      for (let start = open; start + duration <= close; start += query.stepMinutes) {
        if (start * 60_000 < query.now + query.minLeadMinutes * 60_000) continue;
        if (start * 60_000 > query.now + query.horizonDays * dayMinutes * 60_000) continue;
        let fits = true;
        let busyBits = 0;
        for (let minute = start; minute < start + duration; minute += 1) {
          if ((taken[minute - origin] ?? 0) + 1 > capacity) fits = false;
          busyBits |= busy[minute - origin] ?? 0;
        }
        const free = offered.filter((_, index) => (busyBits & (1 << (index + 1))) === 0);
        if (!fits || (query.teamSize > 0 && free.length === 0)) continue;
        slots.push({ start: start * 60_000, end: (start + duration) * 60_000, teamMemberIds: free });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

// ---- Generated shops ----

interface ClockChange {
  /** Local date the change happens on, and the minute of the day the clock reaches when it changes. */
  date: string;
  before: number;
}

const clockChangesByZone = new Map<string, ClockChange[]>();

/** A zone's clock changes from July 2026 to the end of 2027, found day by day, then minute by minute. */
function clockChanges(zone: string): ClockChange[] {
  const known = clockChangesByZone.get(zone);
  if (known) return known;
  const changes: ClockChange[] = [];
  const first = dayNumber('2026-07-01') * dayMinutes;
  const last = dayNumber('2027-12-31') * dayMinutes;
  for (let midnight = first; midnight < last; midnight += dayMinutes) {
    if (intlOffset(zone, midnight) === intlOffset(zone, midnight + dayMinutes)) continue;
    let instant = midnight;
    while (intlOffset(zone, instant + 1) === intlOffset(zone, midnight)) instant += 1;
    const before = wallClockAt(zone, instant) + 1;
    changes.push({
      date: dateOfDay(Math.floor(wallClockAt(zone, instant + 1) / dayMinutes)),
      before: ((before % dayMinutes) + dayMinutes) % dayMinutes,
    });
  }
  clockChangesByZone.set(zone, changes);
  return changes;
}

const members = ['m1', 'm2', 'm3'];

const shopArbitrary = fc
  .record({
    zone: fc.constantFrom(...zones),
    // Which clock change to centre on; past the zone's list, an ordinary date.
    changeIndex: fc.nat(4),
    ordinaryDate: fc.constantFrom('2026-12-07', '2027-02-15', '2027-06-30'),
    firstDayShift: fc.integer({ min: -1, max: 0 }),
    dayCount: fc.integer({ min: 1, max: 3 }),
    // Per weekday: closed, or wall times picked near the change or anywhere, paired into ranges.
    hours: fc.array(
      fc.record({
        closed: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
        touching: fc.boolean(),
        marks: fc.array(
          fc.oneof(
            {
              weight: 1,
              arbitrary: fc.record({
                nearChange: fc.constant(true),
                delta: fc.constantFrom(-120, -61, -30, -1, 0, 1, 15, 30, 59, 60, 61, 90, 180),
              }),
            },
            {
              weight: 2,
              arbitrary: fc.record({
                nearChange: fc.constant(false),
                delta: fc.integer({ min: 0, max: 288 }).map((n) => n * 5),
              }),
            },
          ),
          { minLength: 2, maxLength: 6 },
        ),
      }),
      { minLength: 7, maxLength: 7 },
    ),
    stepMinutes: fc.constantFrom(5, 10, 15, 15, 20, 30, 45, 60, 120),
    treatmentMinutes: fc.array(fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 90), {
      minLength: 1,
      maxLength: 2,
    }),
    // "now": minutes from the start of the first local day, plus seconds; often on a five-minute
    // mark with no seconds, so that notice and horizon fall exactly on a start.
    nowMinute: fc.oneof(
      { arbitrary: fc.integer({ min: -6 * 72, max: 6 * 12 }).map((n) => n * 5), weight: 3 },
      { arbitrary: fc.integer({ min: -30 * 60, max: 6 * 60 }), weight: 1 },
    ),
    nowSecond: fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.nat(59), weight: 1 }),
    // The database hands booking hours over in no particular order.
    rangeOrder: fc.array(fc.nat(), { minLength: 35, maxLength: 35 }),
    minLeadMinutes: fc.oneof(
      { arbitrary: fc.constantFrom(0, 15, 60, 120), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 12 * 60 }), weight: 1 },
    ),
    horizonDays: fc.oneof(
      { arbitrary: fc.constant(1), weight: 1 },
      { arbitrary: fc.integer({ min: 2, max: 6 }), weight: 3 },
    ),
    closures: fc.array(fc.record({ from: fc.integer({ min: -2, max: 4 }), length: fc.nat(1) }), {
      maxLength: 1,
    }),
    rules: fc.uniqueArray(
      fc.record({
        from: fc.integer({ min: -3, max: 3 }),
        length: fc.option(fc.nat(3)),
        slots: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: 3, selector: (rule) => rule.from },
    ),
    teamSize: fc.integer({ min: 0, max: 3 }),
    // The offering order, and at times one member who cannot perform the selection.
    teamOrder: fc.shuffledSubarray(members, { minLength: members.length }),
    unable: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.nat(2), weight: 1 }),
    wantedMember: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.nat(2), weight: 1 }),
    bookings: fc.array(
      fc.record({
        minute: fc.integer({ min: -dayMinutes, max: 4 * dayMinutes }),
        length: fc.integer({ min: 5, max: 180 }),
        member: fc.option(fc.nat(2), { freq: 4 }),
      }),
      { maxLength: 8 },
    ),
  })
  .map((shop) => {
    const changes = clockChanges(shop.zone);
    const change = changes[shop.changeIndex];
    const anchor = change ? change.date : shop.ordinaryDate;
    const firstDay = dayNumber(anchor) + shop.firstDayShift;
    const changeWall = change ? change.before : 9 * 60;
    const team = members.slice(0, shop.teamSize);
    const openingHours = shop.hours.flatMap((weekday, index) => {
      if (weekday.closed) return [];
      const marks = [
        ...new Set(
          weekday.marks.map((mark) =>
            Math.min(dayMinutes, Math.max(0, mark.nearChange ? changeWall + mark.delta : mark.delta)),
          ),
        ),
      ].sort((a, b) => a - b);
      const ranges: { weekday: number; start: string; end: string }[] = [];
      for (let i = 0; i + 1 < marks.length; i += weekday.touching ? 1 : 2) {
        ranges.push({ weekday: index + 1, start: timeOf(marks[i] ?? 0), end: timeOf(marks[i + 1] ?? 0) });
      }
      return ranges;
    });
    const query: SlotQuery = {
      timezone: shop.zone,
      fromDate: dateOfDay(firstDay),
      toDate: dateOfDay(firstDay + shop.dayCount - 1),
      now: (firstShowing(shop.zone, firstDay * dayMinutes) + shop.nowMinute) * 60_000 + shop.nowSecond * 1000,
      durationMinutes: shop.treatmentMinutes.reduce((sum, minutes) => sum + minutes, 0),
      stepMinutes: shop.stepMinutes,
      minLeadMinutes: shop.minLeadMinutes,
      horizonDays: shop.horizonDays,
      openingHours: openingHours
        .map((range, index) => ({ range, key: shop.rangeOrder[index] ?? 0 }))
        .sort((a, b) => a.key - b.key)
        .map(({ range }) => range),
      closures: shop.closures.map((closure) => ({
        startDate: dateOfDay(firstDay + closure.from),
        endDate: dateOfDay(firstDay + closure.from + closure.length),
      })),
      rules: shop.rules.map((rule) => ({
        startDate: dateOfDay(firstDay + rule.from),
        endDate: rule.length === null ? null : dateOfDay(firstDay + rule.from + rule.length),
        slots: rule.slots,
      })),
      teamSize: team.length,
      eligibleTeamMemberIds: shop.teamOrder.filter(
        (member) => team.includes(member) && (shop.unable === null || member !== team[shop.unable]),
      ),
      teamMemberId: shop.wantedMember === null ? undefined : team[shop.wantedMember],
      bookings: shop.bookings.map((booking) => {
        const start = (firstDay * dayMinutes + booking.minute) * 60_000;
        return {
          start,
          end: start + booking.length * 60_000,
          teamMemberId: booking.member === null ? null : (team[booking.member] ?? null),
        };
      }),
    };
    return query;
  });

function explain(query: SlotQuery, expected: FreeSlot[], actual: FreeSlot[]): string {
  const show = (slot: FreeSlot | undefined) =>
    slot
      ? `${describeInstant(query.timezone, slot.start / 60_000)} → ${describeInstant(query.timezone, slot.end / 60_000)} [${slot.teamMemberIds.join(',')}]`
      : 'nothing';
  const key = (slot: FreeSlot) => `${slot.start} ${slot.end} ${slot.teamMemberIds.join(',')}`;
  const expectedKeys = new Set(expected.map(key));
  const actualKeys = new Set(actual.map(key));
  const missing = expected.filter((slot) => !actualKeys.has(key(slot)));
  const extra = actual.filter((slot) => !expectedKeys.has(key(slot)));
  return [
    `engine ${actual.length} slots, oracle ${expected.length}`,
    `first missing: ${show(missing[0])}`,
    `first extra: ${show(extra[0])}`,
    JSON.stringify(query),
  ].join('\n');
}

// Thousands of cases take a second or two alone, longer on a machine busy with other suites.
const propertyTimeout = 60_000;

describe('the oracle clock', () => {
  const wallOf = (date: string, time: string) => dayNumber(date) * dayMinutes + minutesOf(time);
  const utcMinute = (iso: string) => Date.parse(iso) / 60_000;

  it('should know the clock changes of a 30-minute and a whole-hour zone', () => {
    expect(clockChanges('Australia/Lord_Howe')).toContainEqual({ date: '2026-10-04', before: 2 * 60 });
    expect(clockChanges('Europe/Berlin')).toEqual([
      { date: '2026-10-25', before: 3 * 60 },
      { date: '2027-03-28', before: 2 * 60 },
      { date: '2027-10-31', before: 3 * 60 },
    ]);
    expect(clockChanges('Asia/Kathmandu')).toEqual([]);
  });

  it('should read a skipped time as the change and a repeated one as its first showing', () => {
    // Lord Howe jumps from 02:00 (+10:30) to 02:30 (+11:00) on 2026-10-04.
    expect(firstShowing('Australia/Lord_Howe', wallOf('2026-10-04', '02:15'))).toBe(
      utcMinute('2026-10-03T15:30Z'),
    );
    // Berlin shows 02:30 first at +02:00, then again at +01:00.
    expect(firstShowing('Europe/Berlin', wallOf('2026-10-25', '02:30'))).toBe(utcMinute('2026-10-25T00:30Z'));
    expect(firstShowing('Pacific/Chatham', wallOf('2026-12-07', '09:00'))).toBe(
      utcMinute('2026-12-06T19:15Z'),
    );
  });
});

describe('findFreeSlots against the oracle', () => {
  it(
    'should return exactly the starts the rules allow, in order, once each',
    () => {
      let cases = 0;
      let empty = 0;
      let onClockChange = 0;
      fc.assert(
        fc.property(shopArbitrary, (query) => {
          const expected = oracleSlots(query);
          const actual = findFreeSlots(query);
          cases += 1;
          if (expected.length === 0) empty += 1;
          const changes = clockChanges(query.timezone);
          if (changes.some((change) => query.fromDate <= change.date && change.date <= query.toDate))
            onClockChange += 1;
          for (let i = 1; i < actual.length; i += 1) {
            if ((actual[i]?.start ?? 0) <= (actual[i - 1]?.start ?? 0)) {
              throw new Error(`not sorted or repeated at ${i}\n${explain(query, expected, actual)}`);
            }
          }
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            throw new Error(explain(query, expected, actual));
        }),
        { numRuns: 3000 },
      );
      console.log(
        `slot oracle: ${cases} generated shops, ${onClockChange} on a clock change, ` +
          `${empty} with no free slot (${((100 * empty) / cases).toFixed(1)}%)`,
      );
      expect(empty / cases).toBeLessThan(0.35);
    },
    propertyTimeout,
  );

  it(
    'should still agree after booking any offered slot',
    () => {
      // Bookings that start and end exactly on offered slots, with the member offered first.
      fc.assert(
        fc.property(shopArbitrary, fc.nat(), (query, pick) => {
          const offered = findFreeSlots(query);
          const chosen = offered[pick % Math.max(1, offered.length)];
          if (!chosen) return;
          const booked: SlotQuery = {
            ...query,
            bookings: [
              ...query.bookings,
              { start: chosen.start, end: chosen.end, teamMemberId: chosen.teamMemberIds[0] ?? null },
            ],
          };
          const expected = oracleSlots(booked);
          const actual = findFreeSlots(booked);
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            throw new Error(explain(booked, expected, actual));
        }),
        { numRuns: 1000 },
      );
    },
    propertyTimeout,
  );

  it(
    'should accept a booking at exactly the starts the rules allow',
    () => {
      // findSlotAt is the check a booking or a move makes: for a start on one of the days, the same
      // answer as the oracle (asked about a day more either side), offered or not.
      fc.assert(
        fc.property(shopArbitrary, fc.nat(), fc.nat(), (query, pick, minute) => {
          const firstDay = dayNumber(query.fromDate);
          const lastDay = dayNumber(query.toDate);
          const expected = oracleSlots({
            ...query,
            fromDate: dateOfDay(firstDay - 1),
            toDate: dateOfDay(lastDay + 1),
          });
          const { fromDate: _from, toDate: _to, ...undated } = query;
          const dayStart = firstShowing(query.timezone, firstDay * dayMinutes);
          const dayEnd = firstShowing(query.timezone, (lastDay + 1) * dayMinutes);
          const inDays = expected.filter(
            (slot) => dayStart * 60_000 <= slot.start && slot.start < dayEnd * 60_000,
          );
          const offered = inDays[pick % Math.max(1, inDays.length)];
          const tried = [
            ...(offered ? [offered.start] : []),
            (dayStart + (minute % (dayEnd - dayStart))) * 60_000,
          ];
          for (const start of tried) {
            const wanted = expected.find((slot) => slot.start === start);
            const found = findSlotAt(undated, start);
            if (JSON.stringify(found) !== JSON.stringify(wanted)) {
              throw new Error(
                `at ${describeInstant(query.timezone, start / 60_000)}: engine ${JSON.stringify(found)}, ` +
                  `oracle ${JSON.stringify(wanted)}\n${JSON.stringify(query)}`,
              );
            }
          }
        }),
        { numRuns: 1000 },
      );
    },
    propertyTimeout,
  );
});
