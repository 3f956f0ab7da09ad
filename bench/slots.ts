import { randomBytes } from 'node:crypto';
import type { Db } from '../api/db/client.ts';
import { scheduleToRules } from '../api/modules/schedules/contract.ts';
import { computeSlots, type SlotSettings, toEngineSchedule } from '#shared/availability/slots.ts';
import { DEFAULT_BOOKING_SETTINGS, type WeeklyHours } from '#shared/schemas/availability.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The first day of next month, UTC: a month wholly in the future, so no notice or past cuts into it. */
export function nextMonth(): { from: Date; to: Date } {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  return { from, to };
}

const allDay = [{ from: '00:00', to: '24:00' }];
const ALWAYS: WeeklyHours = {
  mon: allDay,
  tue: allDay,
  wed: allDay,
  thu: allDay,
  fri: allDay,
  sat: allDay,
  sun: allDay,
};
const office = [
  { from: '09:00', to: '12:00' },
  { from: '13:00', to: '17:00' },
];
const OFFICE: WeeklyHours = { mon: office, tue: office, wed: office, thu: office, fri: office, sat: [], sun: [] };

/** `count` 30-minute bookings, one every 40 minutes from `from` (so none overlap), as blocked ranges. */
export function bookingsFrom(from: Date, count: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const start = from.getTime() + i * 40 * MINUTE;
    return [start, start + 30 * MINUTE] as [number, number];
  });
}

export interface EngineFigures {
  name: string;
  /** Wall-clock milliseconds per month of open times. */
  p50: number;
  p99: number;
  /** CPU milliseconds (this process's own time; a busy machine's waits are not in it). */
  cpuP99: number;
  slots: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * The slot engine alone: a month of open times for a Berlin host with 1,000 bookings in it, 30-minute
 * events every 15 minutes with 10-minute buffers, `runs` times; milliseconds per month.
 */
export function benchEngine(runs = 2_000): EngineFigures[] {
  const { from, to } = nextMonth();
  const settings: SlotSettings = {
    ...DEFAULT_BOOKING_SETTINGS,
    duration: 30,
    slotInterval: 15,
    beforeBuffer: 10,
    afterBuffer: 10,
    minimumNotice: 0,
    bookingWindow: 'unlimited',
  };
  const busy = bookingsFrom(from, 1_000);
  const cases = [
    { name: 'office hours (Mon–Fri 09–12, 13–17)', weekly: OFFICE },
    { name: 'around the clock', weekly: ALWAYS },
  ];
  return cases.map(({ name, weekly }) => {
    const schedule = toEngineSchedule({ timeZone: 'Europe/Berlin', weekly, overrides: [] });
    const query = { schedule, settings, busy, from: from.getTime(), to: to.getTime(), now: from.getTime() - DAY };
    for (let i = 0; i < 200; i++) computeSlots(query);
    const times: number[] = [];
    const cpu: number[] = [];
    let slots = 0;
    for (let i = 0; i < runs; i++) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      slots = computeSlots(query).slots.length;
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return { name, p50: quantile(times, 0.5), p99: quantile(times, 0.99), cpuP99: quantile(cpu, 0.99), slots };
  });
}

/**
 * A host open around the clock in Europe/Berlin with one 30-minute event type (`slug`, no notice,
 * no window) and `count` bookings in `from`'s month, written as the booking flow would.
 */
/**
 * A host open around the clock in Berlin with one 30-minute event type (every 15 minutes) and `count`
 * bookings of it from `from`; with `seats`, a seated event type (ADR 026) whose `count` times each
 * hold `attendees` seats.
 */
export async function seedBookingHost(
  db: Db,
  userId: string,
  slug: string,
  from: Date,
  count: number,
  seated?: { seats: number; attendees: number },
) {
  await db.schedule.create({
    data: {
      userId,
      name: 'Working hours',
      timeZone: 'Europe/Berlin',
      isDefault: true,
      rules: { createMany: { data: scheduleToRules({ weekly: ALWAYS, overrides: [] }) } },
    },
  });
  const eventType = await db.eventType.create({
    data: {
      userId,
      name: 'Bench booking',
      slug,
      duration: 30,
      slotInterval: 15,
      minimumNotice: 0,
      bookingWindow: 'unlimited',
      seats: seated?.seats ?? null,
    },
  });
  const attendees = seated?.attendees ?? 1;
  await db.booking.createMany({
    data: bookingsFrom(from, count).flatMap(([start, end]) =>
      Array.from({ length: attendees }, () => ({
        uid: randomBytes(12).toString('hex'),
        hostId: userId,
        eventTypeId: eventType.id,
        title: 'Bench booking',
        startTime: new Date(start),
        endTime: new Date(end),
        blockedStart: new Date(start),
        blockedEnd: new Date(end),
        inviteeName: 'Bench invitee',
        inviteeEmail: 'invitee@bench.test',
        inviteeTimeZone: 'Europe/London',
        manageTokenHash: randomBytes(32).toString('hex'),
        seatKey: seated ? `${eventType.id}/${new Date(start).toISOString()}` : null,
      })),
    ),
  });
}
