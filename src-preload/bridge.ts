/** The typed `window.kairos` the preload exposes to the renderer (desktop app only). */
export interface KairosBridge {
  tokens: {
    get(): Promise<{ accessToken: string; refreshToken: string } | null>;
    set(tokens: { accessToken: string; refreshToken: string }): Promise<void>;
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
