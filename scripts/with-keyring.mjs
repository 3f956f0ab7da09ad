// Runs a command inside a private D-Bus session with an unlocked gnome-keyring, so keytar reaches
// a real Secret Service (the desktop keychain tests). Usage: node scripts/with-keyring.mjs <cmd> [args…]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-keyring.mjs <command> [args…]');
  process.exit(2);
}
if (!existsSync('/usr/bin/dbus-run-session') || !existsSync('/usr/bin/gnome-keyring-daemon')) {
  console.error(
    'dbus-run-session or gnome-keyring-daemon is missing (Debian: apt-get install dbus gnome-keyring libsecret-1-dev);\n' +
      'running without a keyring: the real-keychain tests will fail and say so.',
  );
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
// gnome-keyring creates and unlocks a login keyring with this throwaway password on first use.
const quoted = [cmd, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
const r = spawnSync(
  'dbus-run-session',
  [
    '--',
    'sh',
    '-c',
    `printf 'kairos' | gnome-keyring-daemon --unlock --components=secrets >/dev/null && KAIROS_KEYRING=1 exec ${quoted}`,
  ],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
