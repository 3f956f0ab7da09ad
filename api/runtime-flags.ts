import { setFlagsFromString } from 'node:v8';

/**
 * The V8 flags the server sets for itself (ADR 046). api/server.ts sets them before the server's
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
   * The young generation stays at its first size (two 1 MB semi-spaces), while the packages load and
   * under load, instead of doubling up to two 16 MB ones: about 30 MB of RSS after start and 70 MB
   * after the soak (letting it grow to 8 MB once listening held 20–30 MB more over the soak, ADR
   * 046). `--max-semi-space-size` would bound it too, but V8 reads it only when the process starts
   * (a command-line flag or NODE_OPTIONS, which an entry cannot set for itself); the growth factor
   * it reads each time the young generation would grow.
   */
  '--semi-space-growth-factor=1',
  /**
   * Prisma's query compiler is WebAssembly (about 2 MB): compiled by the baseline compiler only, not
   * again by the optimising one for its hot functions: about 10 MB less after start.
   */
  '--liftoff-only',
];

/** `--no-liftoff-only` and `--liftoff-only=…` name the flag `--liftoff-only`. */
const flagName = (arg: string) => arg.split('=')[0]!.replace(/^--no-/, '--');

/** Flags given on the command line (`node --flag …`) or in NODE_OPTIONS win over the server's own. */
export function setServerFlags(flags: readonly string[] = SERVER_V8_FLAGS): void {
  const named = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName);
  for (const flag of flags) if (!named.includes(flagName(flag))) setFlagsFromString(flag);
}
