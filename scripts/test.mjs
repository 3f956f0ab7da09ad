// The whole test suite, as the README's one test command runs it:
//   1. unit, API and desktop tests (Vitest), 2. a production build, 3. browser tests (Playwright).
// The desktop keychain tests need a D-Bus session with an unlocked gnome-keyring; when the tools are
// installed (CI installs them) the Vitest run happens inside one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const haveKeyring = existsSync('/usr/bin/dbus-run-session') && existsSync('/usr/bin/gnome-keyring-daemon');
const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
if (haveKeyring) {
  run('dbus-run-session', [
    '--',
    'sh',
    '-c',
    `printf 'kairos' | gnome-keyring-daemon --unlock --components=secrets >/dev/null && KAIROS_KEYRING=1 ${process.execPath} ${vitest.join(' ')}`,
  ]);
} else {
  console.log('(no dbus-run-session/gnome-keyring: the real-keychain tests will say they need them)');
  run(process.execPath, vitest);
}
run('npm', ['run', 'build']);
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test']);
