/** The typed `window.kairos` the preload exposes to the renderer (desktop app only). */
export interface KairosBridge {
  /**
   * The session. The main process keeps the refresh token and does every refresh itself: the page
   * gets access tokens only, and can hand a new pair in (after sign-in) but never read one back.
   */
  tokens: {
    /** The current access token, or null when signed out. */
    getAccess(): Promise<string | null>;
    set(tokens: { accessToken: string; refreshToken: string }): Promise<void>;
    /** Refreshes in the main process; the new access token, or null when the session is over. */
    refresh(refusedAccessToken: string): Promise<string | null>;
    /** Ends the session on the server (best effort) and forgets its tokens. */
    signOut(): Promise<void>;
    /** Forgets the tokens locally. */
    clear(): Promise<void>;
  };
  server: {
    /** The configured server's origin, or null before the first start's setup (docs/product.md#server-choice). */
    getUrl(): Promise<string | null>;
    /** Checks that the address answers as a Kairos server, then stores its origin. */
    setUrl(url: string): Promise<{ ok: true; url: string } | { ok: false; error: string }>;
    /** Called when the application menu's Change Server… is chosen; returns an unsubscribe. */
    onChangeRequested(listener: () => void): () => void;
  };
  app: {
    getVersion(): Promise<string>;
  };
  /** Opens an http(s) link in the default browser (other links are refused). */
  openExternal(url: string): Promise<void>;
}
