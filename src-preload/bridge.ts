/** The typed `window.kairos` the preload exposes to the renderer (desktop app only). */
export interface KairosBridge {
  tokens: {
    get(): Promise<{ accessToken: string; refreshToken: string } | null>;
    set(tokens: { accessToken: string; refreshToken: string }): Promise<void>;
    clear(): Promise<void>;
  };
  server: {
    getUrl(): Promise<string | null>;
    setUrl(url: string): Promise<{ ok: true } | { ok: false; error: string }>;
  };
  app: {
    getVersion(): Promise<string>;
  };
  openExternal(url: string): Promise<void>;
}
