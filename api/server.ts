// The server's entry: `npm start` (dist/api/server.mjs), the bench, the e2e server, `tsx api/server.ts`.
// V8's flags are set first, before the server's modules and the packages they import load (static
// imports would all load before any line here ran, and with them V8 sizes its young generation),
// so the rest is imported afterwards (ADR 046).
import type * as Main from './main.ts';
import { setServerFlags } from './runtime-flags.ts';

setServerFlags();
try {
  // Bundled as a file of its own beside this one (scripts/build-api.mjs); from the sources, main.ts.
  const entry = import.meta.url.endsWith('.ts') ? './main.ts' : './server-main.mjs';
  const { main } = (await import(new URL(entry, import.meta.url).href)) as typeof Main;
  await main();
} catch (error) {
  console.error('Kairos failed to start:', error instanceof Error ? error.message : error);
  // The code (SQLITE_BUSY_SNAPSHOT, ECONNREFUSED, …) and where it was thrown, for whoever reads the log.
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error) console.error(`${typeof code === 'string' ? `(${code}) ` : ''}${error.stack ?? ''}`);
  process.exit(1);
}
