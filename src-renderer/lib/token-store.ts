import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src-shared/constants.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The one seam between the web and desktop builds (docs/product.md#token-storage): the browser keeps tokens in
 * localStorage; the desktop app keeps them in the OS keychain via `window.kairos`.
 */
export interface TokenStore {
  get(): Promise<Tokens | null>;
  set(tokens: Tokens): Promise<void>;
  /** Forget the tokens. In the browser this clears all local storage (docs/product.md#behaviour). */
  clear(): Promise<void>;
}

export const browserTokenStore: TokenStore = {
  async get() {
    const accessToken = localStorage.getItem(ACCESS_TOKEN_KEY);
    const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
    return accessToken ? { accessToken, refreshToken: refreshToken ?? '' } : null;
  },
  async set(tokens) {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  },
  async clear() {
    localStorage.clear();
  },
};

export const desktopTokenStore: TokenStore = {
  get: () => window.kairos!.tokens.get(),
  set: (tokens) => window.kairos!.tokens.set(tokens),
  clear: () => window.kairos!.tokens.clear(),
};

/** Whether this renderer runs inside the Kairos desktop app (its preload exposes `window.kairos`). */
export function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.kairos !== undefined;
}

export function getTokenStore(): TokenStore {
  return isDesktop() ? desktopTokenStore : browserTokenStore;
}
