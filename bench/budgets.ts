// The bench's budgets and how a figure is checked against one (docs/operations.md#measuring-it).

export const budgets = {
  /**
   * Throughput budgets: a route's requests per second as a share of the bare Fastify route's in the same
   * run, OR the server's CPU time per answered request at most `cpuUs` microseconds. The share moves with
   * the machine's day; the CPU per request far less. Each `cpuUs` was set from a run in which the share was
   * met (docs/operations.md#measuring-it says which, and how): the valid run of 4465c205 (2026-11-28,
   * load average 0.82 before it), its CPU per request plus 5%, rounded up.
   */
  list: { vsBare: 0.3, cpuUs: 75 },
  publicPage: { vsBare: 0.25, cpuUs: 82 },
  eventPage: { vsBare: 0.25, cpuUs: 90 },
  slots: { vsBare: 0.1, cpuUs: 112 },
  slotsCalendars: { vsBare: 0.1, cpuUs: 117 },
  /** Issue 41: Google Calendar and Outlook, 500 events each, read from the fakes: the connected calendars' budget. */
  slotsProviders: { vsBare: 0.1, cpuUs: 117 },
  slotsSeats: { vsBare: 0.1, cpuUs: 118 },
  slotsTeam: { vsBare: 0.1, cpuUs: 173 },
  engineP99Ms: 2,
  expandP99Ms: 25,
  p99Ms: 50,
  /** Round-robin open times for a span nobody asked for before (10 hosts × 100 bookings): p99. */
  slotsTeamComputedP99Ms: 100,
  growth: 0.2,
  loginJsKb: 120,
  dashboardJsKb: 200,
  bookerJsKb: 150,
  /** /embed.js, the script every host's page loads (ADR 031), gzipped. */
  embedScriptKb: 5,
  /** /insights with its chart (uPlot): its own chunks, never in `/`'s. */
  insightsJsKb: 230,
  /** GET /api/insights (30 days) over a host with 100,000 bookings, one request at a time. */
  insightsP99Ms: 100,
  /** An Outlook calendar of 5,000 events read again in full (Graph dropped its delta state): the server's CPU time (issue 41). */
  microsoftFullRefreshCpuMs: 2_000,
  bookingRaceP99Ms: 150,
  /** Issue 43: a 26-week series booked in one request (all or none), one request at a time: p99. */
  seriesBookingP99Ms: 300,
  /** Issue 43: a recurring event type's open times (weekly, up to 26) against a single one's, CPU per request. */
  recurringSlotsVsSingle: 2,
  /** The live stream (ADR 034): this many streams open on the one process while the booking race runs. */
  liveStreams: 1_000,
  phoneFirstTimeMs: 2_500,
  /** Server RSS right after start, before any request but the health check. */
  startRssMb: 150,
  soakRssMb: 320,
  /** The soak's last five rounds: RSS may not grow by more than this from the first of them to the last. */
  soakLastRoundsGrowthMb: 10,
  /** 10,000 workflow reminders due in one minute: all handed to SMTP within this of the minute's start. */
  remindersSentMs: 120_000,
  /** A Google calendar of 5,000 events read again in full (its sync token expired): the server's CPU time (issue 41). */
  googleFullRefreshCpuMs: 2_000,
};

export const failures: string[] = [];

export function check(ok: boolean, text: string) {
  console.log(`  ${ok ? 'ok  ' : 'MISS'} ${text}`);
  if (!ok) failures.push(text);
}

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's CPU time per answered request over the measured run, in microseconds. */
  cpuUs: number;
}

/** "share of bare ≥ X or CPU per request ≤ Y µs", printed with both figures. */
export function checkThroughput(name: string, run: Run, bare: Run, budget: { vsBare: number; cpuUs: number }) {
  const share = run.rps / bare.rps;
  const byShare = share >= budget.vsBare;
  const byCpu = run.cpuUs > 0 && run.cpuUs <= budget.cpuUs;
  check(
    byShare || byCpu,
    `${name} >= ${budget.vsBare * 100}% of the bare route's throughput (${(share * 100).toFixed(0)}%) ` +
      `or <= ${budget.cpuUs} µs of server CPU per request (${run.cpuUs.toFixed(1)} µs)` +
      (byShare ? '' : byCpu ? ': met by CPU' : ''),
  );
}
