// Runs a command inside a private D-Bus session with an unlocked gnome-keyring, so the OS-keychain
// tests reach a real Secret Service. Where dbus or gnome-keyring is missing the command runs as it is,
// and the keychain tests skip with one line saying why (or fail under KAIROS_REQUIRE_KEYCHAIN=1). Usage: node scripts/with-keyring.mjs <cmd> [args…]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-keyring.mjs <command> [args…]');
  process.exit(2);
}
if (!existsSync('/usr/bin/dbus-run-session') || !existsSync('/usr/bin/gnome-keyring-daemon')) {
  console.error(
    '[keychain] dbus-run-session or gnome-keyring-daemon is missing (Debian: apt-get install dbus gnome-keyring):\n' +
      '[keychain] running without a Secret Service; the OS-keychain tests will say they skip.',
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
