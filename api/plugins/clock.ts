import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every module asks for the time (the system clock unless buildApp was given another). */
    clock: Clock;
  }
}

export interface ClockPluginOptions {
  clock?: Clock;
}

export const clockPlugin = fp<ClockPluginOptions>(
  async (app, opts) => {
    app.decorate('clock', opts.clock ?? systemClock);
  },
  { name: 'clock' },
);
