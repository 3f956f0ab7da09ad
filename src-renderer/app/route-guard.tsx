import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { shellMessages } from '#shared/messages/shell.ts';
import { paths } from '#shared/routes.ts';
import type { Role } from '#shared/schemas/session.ts';
import { NotFoundPage } from '@/features/not-found/not-found-page.tsx';
import { useSession } from '@/lib/session.tsx';

export function FullScreenMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex min-h-full items-center justify-center p-8 text-gray-600 dark:text-gray-400">
      {children}
    </div>
  );
}

/** 'Loading session...' while the session loads; the page when signed in; else /login, replacing history. */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  if (isLoading) return <FullScreenMessage>{shellMessages.loadingSession}</FullScreenMessage>;
  if (!user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/**
 * Hides a page from roles that may not use it. The server enforces the same rule on every call;
 * this only spares people a page that would fail.
 */
export function RequireRole({ roles }: { roles: Role[] }) {
  const { user } = useSession();
  if (!user || !roles.includes(user.role)) return <NotFoundPage />;
  return <Outlet />;
}
