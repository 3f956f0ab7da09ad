import { type DesktopTokens, DesktopTokensSchema } from '#shared/server-url.ts';
import type { Keychain } from './keychain.ts';
import type { Settings } from './settings.ts';

/** How long the main process waits for the server to refresh or end a session. */
const SERVER_TIMEOUT_MS = 10_000;

export interface TokenSessionDependencies {
  settings: Pick<Settings, 'getServerOrigin'>;
  keychain: Keychain;
  fetch?: typeof fetch;
}

/**
 * The desktop session, owned by the main process: the refresh token is read from the OS keychain,
 * sent to the server and replaced here, and never handed to the page. The renderer sees access
 * tokens only (15 minutes), so a script injected into the page cannot carry a long-lived credential
 * away; it can hand a freshly issued pair in once, after sign-in, and never read the refresh token back.
 */
export function createTokenSession(deps: TokenSessionDependencies) {
  const http = deps.fetch ?? fetch;
  let refreshing: Promise<string | null> | null = null;

  const stored = async (): Promise<{ origin: string; tokens: DesktopTokens } | null> => {
    const origin = deps.settings.getServerOrigin();
    const tokens = origin ? await deps.keychain.getTokens(origin) : null;
    return origin && tokens ? { origin, tokens } : null;
  };

  const post = (origin: string, path: string, body: unknown) =>
    http(`${origin}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });

  async function exchange(refused: string): Promise<string | null> {
    const current = await stored();
    if (!current) return null;
    // Another window or call already refreshed: its token is the one to use.
    if (current.tokens.accessToken !== refused) return current.tokens.accessToken;
    let res: Response;
    try {
      res = await post(current.origin, 'refresh-token', { refreshToken: current.tokens.refreshToken });
    } catch {
      return null; // offline: keep the tokens, the next call tries again
    }
    if (!res.ok) {
      // The server ended the session (sign-out elsewhere, reset, reuse): forget it here too.
      if (res.status === 400 || res.status === 401) await deps.keychain.clearTokens(current.origin);
      return null;
    }
    const next = DesktopTokensSchema.safeParse(await res.json().catch(() => null));
    if (!next.success) return null;
    await deps.keychain.setTokens(current.origin, next.data);
    return next.data.accessToken;
  }

  return {
    /** The access token for the configured server, or null when signed out. */
    async accessToken(): Promise<string | null> {
      return (await stored())?.tokens.accessToken ?? null;
    },
    /** Keeps a pair the server just issued (sign-in). */
    async set(origin: string, tokens: DesktopTokens): Promise<void> {
      await deps.keychain.setTokens(origin, tokens);
    },
    /**
     * Exchanges the refresh token for a new pair; resolves to the new access token, or null when the
     * session is over. `refused`: the access token the server refused. One exchange at a time.
     */
    refresh(refused: string): Promise<string | null> {
      refreshing ??= exchange(refused).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    /** Ends the session on the server (best effort: signing out works offline too) and forgets it. */
    async signOut(): Promise<void> {
      const current = await stored();
      if (!current) return;
      await post(current.origin, 'logout', { refreshToken: current.tokens.refreshToken }).catch(() => undefined);
      await deps.keychain.clearTokens(current.origin);
    },
  };
}

export type TokenSession = ReturnType<typeof createTokenSession>;
