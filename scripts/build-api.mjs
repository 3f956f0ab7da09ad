// Bundles the API (api/server.ts and the admin CLI) into dist/api with esbuild. Packages stay external:
// they are installed next to the bundle, and native ones (better-sqlite3, sharp, argon2) cannot be bundled.
import { build } from 'esbuild';

await build({
  // The calendar worker (api/modules/calendars/vet/) is its own file, loaded beside server.mjs; so is
  // the server's work (server-main.mjs), which server.mjs imports once it has set V8's flags (ADR NNN).
  entryPoints: {
    server: 'api/server.ts',
    'server-main': 'api/main.ts',
    admin: 'api/cli/admin.ts',
    'calendar-vet-worker': 'api/modules/calendars/vet/worker.ts',
  },
  outdir: `${process.env.KAIROS_DIST ?? 'dist'}/api`,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    // Some CommonJS packages reached through the bundle call require().
    js: "import { createRequire as __kairosCreateRequire } from 'node:module'; const require = __kairosCreateRequire(import.meta.url);",
  },
});
console.log(`built ${process.env.KAIROS_DIST ?? 'dist'}/api/server.mjs, admin.mjs and calendar-vet-worker.mjs`);
