import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#shared/constants.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The one seam between the web and desktop builds (docs/product.md#token-storage): the browser keeps
 * tokens in localStorage; the desktop app keeps them in the OS keychain, in the main process,
 * which also does every refresh, so the page never holds the refresh token there.
 */
export interface TokenStore {
  /** The access token, or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Keeps a pair the server just issued (sign-in). */
  set(tokens: Tokens): Promise<void>;
  /**
   * Exchanges the refresh token for a new pair and keeps it; resolves to the new access token, or
   * null when the session is over. `refused` is the access token the server refused: when the stored
   * one differs, another call or tab already refreshed and that one is returned. `exchange` is the
   * HTTP call the browser makes; the desktop app's main process makes its own.
   */
  refresh(refused: string, exchange: (refreshToken: string) => Promise<Tokens | null>): Promise<string | null>;
  /** Ends the session on the server (best effort) and forgets the tokens. */
  signOut(revoke: (refreshToken: string) => Promise<unknown>): Promise<void>;
  /** Forget the tokens. In the browser this clears all local storage (docs/product.md#behaviour). */
  clear(): Promise<void>;
}

export const browserTokenStore: TokenStore = {
  async getAccessToken() {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  },
  async set(tokens) {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  },
  async refresh(refused, exchange) {
    const accessToken = localStorage.getItem(ACCESS_TOKEN_KEY);
    if (accessToken && accessToken !== refused) return accessToken;
    const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
    if (!refreshToken) return null;
    const next = await exchange(refreshToken);
    if (!next) return null;
    await this.set({ accessToken: next.accessToken, refreshToken: next.refreshToken || refreshToken });
    return next.accessToken;
  },
  async signOut(revoke) {
    const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
    // Best effort: signing out locally must work even when the server cannot be reached.
    if (refreshToken) await revoke(refreshToken).catch(() => undefined);
    await this.clear();
  },
  async clear() {
    localStorage.clear();
  },
};

export const desktopTokenStore: TokenStore = {
  getAccessToken: () => window.kairos!.tokens.getAccess(),
  set: (tokens) => window.kairos!.tokens.set(tokens),
  refresh: (refused) => window.kairos!.tokens.refresh(refused),
  signOut: () => window.kairos!.tokens.signOut(),
  clear: () => window.kairos!.tokens.clear(),
};

/** Whether this renderer runs inside the Kairos desktop app (its preload exposes `window.kairos`). */
export function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.kairos !== undefined;
}

export function getTokenStore(): TokenStore {
  return isDesktop() ? desktopTokenStore : browserTokenStore;
}
