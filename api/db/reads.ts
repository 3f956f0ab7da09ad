import type pg from 'pg';
import type { DatabaseTarget } from './client.ts';
import { awayReads } from './reads/away.ts';
import { bookingReads } from './reads/booking.ts';
import { calendarReads } from './reads/calendars.ts';
import { callerReads } from './reads/caller.ts';
import { eventTypeReads } from './reads/event-types.ts';
import { insightsReads } from './reads/insights.ts';
import { publicReads } from './reads/public.ts';
import { createRunner } from './reads/runner.ts';
import { teamReads } from './reads/teams.ts';
import { userReads } from './reads/users.ts';

/**
 * The hottest reads, in SQL through the driver: the caller lookup every signed-in request makes, the
 * event-types page, the admin Users page, the public page and the booking page with its open times.
 * Prisma stays the way everything else reads and writes; these few skip its query compiler, which
 * costs about a millisecond per query (ADR 008, `npm run bench`). Each area's queries are in
 * `reads/<area>.ts` over one runner per database (`reads/runner.ts`); rows are read by column name.
 * `tests/api/reads.test.ts` holds each one to the answer of the equivalent Prisma query.
 */
export type Reads = ReturnType<typeof createReads>;

/** `pool`: the PostgreSQL pool Prisma also uses (then closing the reads leaves it open). */
export function createReads(target: DatabaseTarget, pool?: pg.Pool) {
  const run = createRunner(target, pool);
  return {
    ...callerReads(run),
    ...eventTypeReads(run),
    ...userReads(run),
    ...publicReads(run),
    ...bookingReads(run),
    ...calendarReads(run),
    ...awayReads(run),
    insights: insightsReads(run),
    ...teamReads(run),
    close: () => run.close(),
  };
}
