import { closedBetween } from '#shared/availability/slots.ts';
import type { BusySource } from './source.ts';

/**
 * The host's working hours and date overrides: every time outside them is closed. (The grid of
 * start times still comes from the hours themselves.)
 */
export const hoursSource: BusySource = {
  name: 'hours',
  cached: false,
  busy: async ({ target, from, to }) =>
    closedBetween(target.schedule, from, to).map(([start, end]) => ({ start, end, reason: 'closed' as const })),
};
