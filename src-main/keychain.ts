import { AsyncEntry } from '@napi-rs/keyring';
import { type DesktopTokens, DesktopTokensSchema } from '#shared/server-url.ts';

/** The OS keychain entry's service name; the account is the server's origin. */
export const KEYCHAIN_SERVICE = 'Kairos';

/** What the IPC handlers need from the keychain; tests of the handlers pass their own. */
export interface Keychain {
  getTokens(serverOrigin: string): Promise<DesktopTokens | null>;
  setTokens(serverOrigin: string, tokens: DesktopTokens): Promise<void>;
  clearTokens(serverOrigin: string): Promise<void>;
}

/** One keychain entry: service `Kairos`, account = the server origin (macOS Keychain, Windows
 * Credential Manager, the Secret Service on Linux; see docs/decisions/010-keychain-napi-rs-keyring.md). */
function entry(serverOrigin: string): AsyncEntry {
  return new AsyncEntry(KEYCHAIN_SERVICE, serverOrigin);
}

/**
 * Tokens for one Kairos server, kept as one JSON secret so access and refresh token never get out
 * of step. An entry that does not parse (edited by hand, an older format) reads as signed out.
 */
export const keychain: Keychain = {
  async getTokens(serverOrigin) {
    const stored = await entry(serverOrigin).getPassword();
    if (stored === null || stored === undefined) return null;
    try {
      const parsed = DesktopTokensSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  async setTokens(serverOrigin, tokens) {
    await entry(serverOrigin).setPassword(JSON.stringify(DesktopTokensSchema.parse(tokens)));
  },
  async clearTokens(serverOrigin) {
    await entry(serverOrigin).deletePassword();
  },
};
