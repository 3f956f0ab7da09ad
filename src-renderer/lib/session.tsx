import { jwtDecode } from 'jwt-decode';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '#shared/messages/shell.ts';
import { paths } from '#shared/routes.ts';
import { type SessionUser, SessionUserSchema } from '#shared/schemas/session.ts';
import { revokeRefreshToken, setSessionExpiredHandler } from './api-client.ts';
import { getTokenStore, type Tokens } from './token-store.ts';

export interface Session {
  user: SessionUser | null;
  isLoading: boolean;
  /** Stores the tokens, sets the user from the access token and goes to / (or `to`). */
  login: (tokens: Tokens, to?: string) => Promise<void>;
  /**
   * The desktop app's main process already keeps a new session's tokens (a sign-in through the system
   * browser, ADR 053): sets the user from its access token and goes to / (or `to`).
   */
  adopt: (accessToken: string, to?: string) => void;
  /** Signs out on the server too (docs/product.md#server-sign-out), forgets everything locally, goes to /login. */
  logout: () => Promise<void>;
  /** Merges into the current user, only while one exists (docs/product.md#behaviour). */
  updateUser: (partial: Partial<SessionUser>) => void;
}

const SessionContext = createContext<Session | null>(null);

/** The user an access token describes, or null when it cannot be read. */
export function decodeUser(accessToken: string): SessionUser | null {
  try {
    return SessionUserSchema.parse(jwtDecode(accessToken));
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const navigate = useNavigate();

  const forget = useCallback(() => {
    setUser(null);
    // The query cache is a chunk of its own that the sign-in pages never load: import it to clear it.
    void import('./query-client.ts').then(({ queryClient }) => queryClient.clear());
  }, []);

  useEffect(() => {
    let cancelled = false;
    const store = getTokenStore();
    void (async () => {
      const accessToken = await store.getAccessToken().catch(() => null);
      if (cancelled) return;
      if (accessToken) {
        const decoded = decodeUser(accessToken);
        if (decoded) setUser(decoded);
        else {
          await store.clear();
          console.error(shellMessages.decodeFailed);
        }
      }
      if (!cancelled) setIsLoading(false);
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      forget();
      navigate(paths.login, { replace: true });
    });
    const onRefreshed = (event: Event) => {
      const decoded = decodeUser((event as CustomEvent<string>).detail);
      if (decoded) setUser(decoded);
    };
    window.addEventListener('kairos:tokens-refreshed', onRefreshed);
    return () => window.removeEventListener('kairos:tokens-refreshed', onRefreshed);
  }, [forget, navigate]);

  const adopt = useCallback(
    (accessToken: string, to: string = paths.home) => {
      setUser(decodeUser(accessToken));
      navigate(to);
    },
    [navigate],
  );

  const login = useCallback(
    async (tokens: Tokens, to?: string) => {
      await getTokenStore().set(tokens);
      adopt(tokens.accessToken, to);
    },
    [adopt],
  );

  const logout = useCallback(async () => {
    const store = getTokenStore();
    // Ends the session on the server (best effort), then forgets the tokens.
    await store.signOut(revokeRefreshToken).catch(() => store.clear());
    forget();
    navigate(paths.login);
  }, [forget, navigate]);

  const updateUser = useCallback((partial: Partial<SessionUser>) => {
    setUser((current) => (current ? { ...current, ...partial } : current));
  }, []);

  const value = useMemo(
    () => ({ user, isLoading, login, adopt, logout, updateUser }),
    [user, isLoading, login, adopt, logout, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
