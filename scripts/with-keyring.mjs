// Runs a command inside a private D-Bus session with an unlocked gnome-keyring, so the OS-keychain
// tests reach a real Secret Service:  node scripts/with-keyring.mjs <cmd> [args…]
// Where dbus-run-session or gnome-keyring cannot run (a machine without Debian's `dbus` and
// `gnome-keyring`), the command runs as it is: the keychain tests then say in one line that they
// skip and why, or fail when KAIROS_REQUIRE_KEYCHAIN=1.
import { spawnSync } from 'node:child_process';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-keyring.mjs <command> [args…]');
  process.exit(2);
}

/** True when the program runs here (installed, readable, executable). */
function runs(program, versionArgs) {
  const r = spawnSync(program, versionArgs, { stdio: 'ignore' });
  return r.error === undefined && r.status === 0;
}

if (!runs('dbus-run-session', ['--version']) || !runs('gnome-keyring-daemon', ['--version'])) {
  console.error(
    '[keychain] dbus-run-session or gnome-keyring-daemon cannot run here (Debian: apt-get install dbus gnome-keyring);' +
      ' running without a Secret Service.',
  );
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
// gnome-keyring creates and unlocks a login keyring with this throwaway password on first use. If it
// does not start, the command still runs (the keychain tests report why they cannot).
const quoted = [cmd, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
const r = spawnSync(
  'dbus-run-session',
  [
    '--',
    'sh',
    '-c',
    `printf 'kairos' | gnome-keyring-daemon --unlock --components=secrets >/dev/null ` +
      `|| echo '[keychain] gnome-keyring-daemon did not start' >&2; exec ${quoted}`,
  ],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
