import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../../src-shared/routes.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { DashboardTheme } from './dashboard-theme.tsx';
import { RootLayout } from './root-layout.tsx';
import { RequireAuth, RequireRole } from './route-guard.tsx';

/**
 * The route table. Features own their pages; each page is its own chunk, so /login does not load
 * the dashboard's code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.login,
        lazy: () => import('../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: paths.register,
        lazy: () => import('../features/auth/pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: paths.forgotPassword,
        lazy: () =>
          import('../features/auth/pages/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('../features/auth/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: paths.verifyEmail,
        lazy: () =>
          import('../features/auth/pages/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
      },
      {
        path: paths.download,
        lazy: () => import('../features/download/pages/download-page.tsx').then((m) => ({ Component: m.DownloadPage })),
      },
      {
        // The dashboard theme lives beside the signed-in routes; public pages use their owner's look.
        element: (
          <>
            <DashboardTheme />
            <RequireAuth />
          </>
        ),
        children: [
          {
            lazy: () => import('../features/layout/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/event-types/pages/event-types-page.tsx').then((m) => ({
                    Component: m.EventTypesPage,
                  })),
              },
              {
                path: paths.settings,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../features/settings/pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
                  },
                  {
                    path: 'profile',
                    lazy: () =>
                      import('../features/settings/pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
                  },
                  {
                    path: 'appearance',
                    lazy: () =>
                      import('../features/settings/pages/appearance-page.tsx').then((m) => ({
                        Component: m.AppearancePage,
                      })),
                  },
                  {
                    element: <RequireRole roles={['company_admin']} />,
                    children: [
                      {
                        path: 'domains',
                        lazy: () =>
                          import('../features/domains/pages/domains-page.tsx').then((m) => ({
                            Component: m.DomainsPage,
                          })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            element: <RequireRole roles={['app_admin']} />,
            children: [
              {
                path: paths.admin,
                lazy: () => import('../features/admin/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../features/admin/pages/admin-dns-page.tsx').then((m) => ({ Component: m.AdminDnsPage })),
                  },
                  {
                    path: 'dns',
                    lazy: () =>
                      import('../features/admin/pages/admin-dns-page.tsx').then((m) => ({ Component: m.AdminDnsPage })),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '/:username',
        lazy: () => import('../features/public-page/pages/public-page.tsx').then((m) => ({ Component: m.PublicPage })),
      },
      {
        path: '/:username/:slug',
        lazy: () =>
          import('../features/public-page/pages/public-event-type-page.tsx').then((m) => ({
            Component: m.PublicEventTypePage,
          })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
