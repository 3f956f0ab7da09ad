import { randomUUID } from 'node:crypto';
import { AsyncEntry, findCredentialsAsync } from '@napi-rs/keyring';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYCHAIN_SERVICE, keychain } from '../../src-main/keychain.ts';

// The real OS keychain: @napi-rs/keyring against gnome-keyring's Secret Service over D-Bus.
// scripts/with-keyring.mjs (used by npm test) starts a private D-Bus session with an unlocked
// gnome-keyring where it can. Where no Secret Service can be reached these tests are skipped with
// one line saying why, unless KAIROS_REQUIRE_KEYCHAIN=1 (CI sets it): then they fail.
const HOW =
  'The OS-keychain tests need a Secret Service: Debian `apt-get install dbus gnome-keyring`, then `npm test` ' +
  '(or `node scripts/with-keyring.mjs npx vitest run --project desktop`).';

// Unique accounts, so a developer's real Kairos entries are never touched.
const serverA = `https://keychain-test-${randomUUID()}.invalid`;
const serverB = `https://keychain-test-${randomUUID()}.invalid`;
const tokens = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.signature', refreshToken: randomUUID() };
const raw = (server: string) => new AsyncEntry(KEYCHAIN_SERVICE, server);

/** Why the keychain cannot be used here, or null when a write and a delete go through. */
async function unavailableReason(): Promise<string | null> {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) return 'no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is unset)';
  const probe = raw(`https://keychain-probe-${randomUUID()}.invalid`);
  try {
    await probe.setPassword('probe');
    await probe.deletePassword();
    return null;
  } catch (error) {
    return `the Secret Service did not answer (${(error as Error).message})`;
  }
}

const reason = await unavailableReason();
if (reason && process.env.KAIROS_REQUIRE_KEYCHAIN === '1') {
  throw new Error(`KAIROS_REQUIRE_KEYCHAIN=1 but the OS keychain is unavailable: ${reason}. ${HOW}`);
}
if (reason) console.warn(`[keychain] skipping the OS-keychain tests: ${reason}. ${HOW}`);

afterAll(async () => {
  if (reason) return;
  await raw(serverA)
    .deletePassword()
    .catch(() => false);
  await raw(serverB)
    .deletePassword()
    .catch(() => false);
});

describe.skipIf(reason !== null)('tokens in the OS keychain', () => {
  it('reads nothing for a server never signed in to', async () => {
    expect(await keychain.getTokens(serverA)).toBeNull();
  });

  it('stores tokens under service "Kairos" and the server origin, and reads them back', async () => {
    await keychain.setTokens(serverA, tokens);
    expect(await keychain.getTokens(serverA)).toEqual(tokens);
    const entries = await findCredentialsAsync(KEYCHAIN_SERVICE);
    expect(entries.find((entry) => entry.account === serverA)).toBeDefined();
  });

  it('keeps one entry per server', async () => {
    const other = { accessToken: 'other.access.token', refreshToken: randomUUID() };
    await keychain.setTokens(serverB, other);
    expect(await keychain.getTokens(serverA)).toEqual(tokens);
    expect(await keychain.getTokens(serverB)).toEqual(other);
  });

  it('replaces tokens after a refresh', async () => {
    const refreshed = { accessToken: 'new.access.token', refreshToken: randomUUID() };
    await keychain.setTokens(serverA, refreshed);
    expect(await keychain.getTokens(serverA)).toEqual(refreshed);
  });

  it('forgets the tokens of one server on sign-out', async () => {
    await keychain.clearTokens(serverA);
    expect(await keychain.getTokens(serverA)).toBeNull();
    expect(await raw(serverA).getPassword()).toBeNull();
    expect(await keychain.getTokens(serverB)).not.toBeNull();
    await keychain.clearTokens(serverA);
  });

  it('reads an entry it cannot understand as signed out', async () => {
    await raw(serverA).setPassword('not json');
    expect(await keychain.getTokens(serverA)).toBeNull();
    await raw(serverA).setPassword(JSON.stringify({ accessToken: 'only half' }));
    expect(await keychain.getTokens(serverA)).toBeNull();
  });
});
