// The whole test suite, as the README's one test command runs it:
//   1. the desktop build (electron-vite), 2. unit, API and desktop tests (Vitest), 3. a production
//   build, 4. browser tests (Playwright).
import { spawnSync } from 'node:child_process';

function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  // Each part's duration, so a slow run says where its minutes went.
  console.log(`::: ${args.slice(0, 2).join(' ')} took ${Math.round((Date.now() - started) / 1000)}s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The desktop build comes first: a test checks the built preload's bridge.
run(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build']);
// scripts/with-keyring.mjs runs Vitest in a D-Bus session with an unlocked gnome-keyring where it can;
// elsewhere the OS-keychain tests skip with one line saying why (KAIROS_REQUIRE_KEYCHAIN=1 makes
// that a failure). The browser tests use the system Chromium, or the one in @sparticuz/chromium.
run(process.execPath, ['scripts/with-keyring.mjs', process.execPath, 'node_modules/vitest/vitest.mjs', 'run']);
run('npm', ['run', 'build']);
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test']);
