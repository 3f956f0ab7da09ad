import { randomUUID } from 'node:crypto';
import keytar from 'keytar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYCHAIN_SERVICE, keychain } from '../../src-main/keychain.ts';

// The real OS keychain: keytar against gnome-keyring's Secret Service over D-Bus. scripts/test.mjs
// (npm test) and scripts/with-keyring.mjs start a D-Bus session with an unlocked keyring.
const NEEDS_KEYRING =
  'The keychain tests need a D-Bus session with an unlocked gnome-keyring. Run them with `npm test`, or ' +
  '`node scripts/with-keyring.mjs npx vitest run --project desktop` (Debian: apt-get install dbus gnome-keyring libsecret-1-dev).';

// Unique accounts, so a developer's real Kairos entries are never touched.
const serverA = `https://keychain-test-${randomUUID()}.invalid`;
const serverB = `https://keychain-test-${randomUUID()}.invalid`;
const tokens = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.signature', refreshToken: randomUUID() };

beforeAll(async () => {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) throw new Error(NEEDS_KEYRING);
  try {
    await keytar.findCredentials(KEYCHAIN_SERVICE);
  } catch (error) {
    throw new Error(`${NEEDS_KEYRING}\nkeytar said: ${(error as Error).message}`);
  }
});

afterAll(async () => {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) return;
  await keytar.deletePassword(KEYCHAIN_SERVICE, serverA).catch(() => false);
  await keytar.deletePassword(KEYCHAIN_SERVICE, serverB).catch(() => false);
});

describe('tokens in the OS keychain', () => {
  it('reads nothing for a server never signed in to', async () => {
    expect(await keychain.getTokens(serverA)).toBeNull();
  });

  it('stores tokens under service "Kairos" and the server origin, and reads them back', async () => {
    await keychain.setTokens(serverA, tokens);
    expect(await keychain.getTokens(serverA)).toEqual(tokens);
    const entries = await keytar.findCredentials(KEYCHAIN_SERVICE);
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
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, serverA)).toBeNull();
    expect(await keychain.getTokens(serverB)).not.toBeNull();
    await keychain.clearTokens(serverA);
  });

  it('reads an entry it cannot understand as signed out', async () => {
    await keytar.setPassword(KEYCHAIN_SERVICE, serverA, 'not json');
    expect(await keychain.getTokens(serverA)).toBeNull();
    await keytar.setPassword(KEYCHAIN_SERVICE, serverA, JSON.stringify({ accessToken: 'only half' }));
    expect(await keychain.getTokens(serverA)).toBeNull();
  });
});
