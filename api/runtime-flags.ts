import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/**
 * The V8 flags the server sets for itself (ADR NNN). api/server.ts sets them before the server's
 * modules and packages load, so they hold wherever dist/api/server.mjs runs: `npm start`, the bench,
 * the e2e server, a process manager. A flag given on the command line (or in NODE_OPTIONS) wins.
 */
export const SERVER_V8_FLAGS = [
  /**
   * How far V8 lets the old generation grow past what its last full collection left alive, in
   * percent. Left to itself, under a burst of requests V8 lets it grow to several times the live
   * heap and keeps it (RSS at 417 MB after the bench's soak); at 50 it held at about 290 MB, for more
   * frequent full collections (docs/operations.md#measuring-it).
   */
  '--heap-growing-percent=50',
  /**
   * The young generation stays at its first size (two 1 MB semi-spaces) while the packages load,
   * instead of doubling up to two 16 MB ones: about 30 MB of RSS after start. Once the server listens
   * it may grow to YOUNG_GENERATION_MB (boundYoungGeneration). `--max-semi-space-size` would bound it
   * too, but V8 reads it only when the process starts (a command-line flag or NODE_OPTIONS, which an
   * entry cannot set for itself); the growth factor it reads each time the young generation grows.
   */
  '--semi-space-growth-factor=1',
  /**
   * Prisma's query compiler is WebAssembly (about 2 MB): compiled by the baseline compiler only, not
   * again by the optimising one for its hot functions: about 10 MB less after start.
   */
  '--liftoff-only',
];

/**
 * The young generation's size under load, MB (two semi-spaces). At V8's 32 MB the soak held about
 * 70 MB more RSS; at 2 MB (no growth at all) the routes cost more CPU (objects of requests in
 * flight promoted before they die); 16 MB grew over the soak's last rounds.
 */
export const YOUNG_GENERATION_MB = 8;

/** `--no-liftoff-only` and `--liftoff-only=…` name the flag `--liftoff-only`. */
const flagName = (arg: string) => arg.split('=')[0]!.replace(/^--no-/, '--');

function given(): string[] {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName);
}

/** Flags given on the command line (`node --flag …`) or in NODE_OPTIONS win over the server's own. */
export function setServerFlags(flags: readonly string[] = SERVER_V8_FLAGS): void {
  const named = given();
  for (const flag of flags) if (!named.includes(flagName(flag))) setFlagsFromString(flag);
}

/**
 * Once the server listens: the young generation may grow (V8 doubles it after a collection that
 * kept much of it) up to `mb`, and no further; after each collection the growth factor is set to
 * what that allows. Nothing when the command line sets the growth factor or the semi-space size.
 */
export function boundYoungGeneration(mb = YOUNG_GENERATION_MB): void {
  const named = given();
  if (named.includes('--semi-space-growth-factor') || named.includes('--max-semi-space-size')) return;
  const bound = mb * 1024 * 1024;
  let growing = false;
  const adjust = () => {
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
    if (young < bound === growing) return;
    growing = young < bound;
    setFlagsFromString(`--semi-space-growth-factor=${growing ? 2 : 1}`);
  };
  adjust();
  new PerformanceObserver(adjust).observe({ entryTypes: ['gc'] });
}
