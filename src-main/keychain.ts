import keytar from 'keytar';
import { type DesktopTokens, DesktopTokensSchema } from '../src-shared/server-url.ts';

/** The OS keychain entry's service name (D13); the account is the server's origin. */
export const KEYCHAIN_SERVICE = 'Kairos';

/** What the IPC handlers need from the keychain; tests of the handlers pass their own. */
export interface Keychain {
  getTokens(serverOrigin: string): Promise<DesktopTokens | null>;
  setTokens(serverOrigin: string, tokens: DesktopTokens): Promise<void>;
  clearTokens(serverOrigin: string): Promise<void>;
}

/**
 * Tokens for one Kairos server, kept as one JSON secret so access and refresh token never get out
 * of step. An entry that does not parse (edited by hand, an older format) reads as signed out.
 */
export const keychain: Keychain = {
  async getTokens(serverOrigin) {
    const stored = await keytar.getPassword(KEYCHAIN_SERVICE, serverOrigin);
    if (stored === null) return null;
    try {
      const parsed = DesktopTokensSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  async setTokens(serverOrigin, tokens) {
    await keytar.setPassword(KEYCHAIN_SERVICE, serverOrigin, JSON.stringify(DesktopTokensSchema.parse(tokens)));
  },
  async clearTokens(serverOrigin) {
    await keytar.deletePassword(KEYCHAIN_SERVICE, serverOrigin);
  },
};
