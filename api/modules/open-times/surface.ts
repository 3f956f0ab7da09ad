import type { createOpenTimesService } from './service.ts';

/**
 * What other modules may run of the open times (ADR 047): the service that computes them, which the
 * booking services make once per app and the booking write checks a time against. Named here,
 * defined beside; the types and pure functions bookings share are the contract (`types.ts`,
 * `contract.ts`).
 */
export { createOpenTimesService } from './service.ts';

/** The open times service: event pages and open times, cached per version (ADR 012). */
export type OpenTimesService = ReturnType<typeof createOpenTimesService>;
