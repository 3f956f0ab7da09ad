import { type ComponentType, lazy } from 'react';
import {
  type Location,
  matchRoutes,
  Outlet,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router-dom';
import { isReservedWord, paths } from '#shared/routes.ts';
import { NotFoundPage } from '@/features/not-found/not-found-page.tsx';
import { AreasReady } from '@/lib/i18n.tsx';
import { RootLayout } from './root-layout.tsx';
import { RequireAuth, RequireRole } from './route-guard.tsx';
import type { SignedInPage } from './signed-in-pages.ts';

interface LazyHandle {
  preload: () => Promise<unknown>;
}

/**
 * A route whose component is its own chunk, fetched on first use. `handle.preload` lets every
 * matched level be fetched at once instead of one nested level after another.
 */
function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let Page: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  // The page shows once its areas' words are here too: its chunk registers them when it runs.
  const Ready = () => <AreasReady>{Page && <Page />}</AreasReady>;
  const preload = () =>
    (loading ??= load().then((Component) => {
      Page = Component;
      return { default: Ready };
    }));
  const LazyPage = lazy(preload);
  // Once its chunk is in, the page renders at once: React.lazy would still suspend on first use, and
  // React holds back content revealed after a fallback by up to 300 ms.
  const RouteElement = () => (Page ? <Ready /> : <LazyPage />);
  const handle: LazyHandle = { preload };
  return { element: <RouteElement />, handle };
}

/**
 * A layout or page of the signed-in app: fetched through `signed-in-pages.ts`, so the entry chunk
 * holds its path alone (the sign-in page's first download stays within its budget, ADR 056).
 */
function signedInRoute(page: SignedInPage): Pick<RouteObject, 'element' | 'handle'> {
  return lazyRoute(() => import('./signed-in-pages.ts').then((m) => m.signedInPages[page]()));
}

/**
 * Public pages live at /{username}. A first segment that is one of the app's own words (admin,
 * settings, availability, …) is never a username: a path under it that no app route matched, such
 * as /admin/unknown or /settings/unknown, is not found rather than someone's public page.
 */
function UnlessReservedPath() {
  const { username = '' } = useParams();
  return isReservedWord(username) ? <NotFoundPage /> : <Outlet />;
}

const publicPage = lazyRoute(() => import('@/features/public-page/pages/public-page.tsx').then((m) => m.PublicPage));
const groupPage = lazyRoute(() =>
  import('@/features/booker/pages/team-booker-page.tsx').then((m) => m.GroupBookerPage),
);

/** /{username} is a person's public page; /{a}+{b} (usernames joined by '+') a dynamic group link's booker. */
function PublicOrGroupPage() {
  const { username = '' } = useParams();
  return username.includes('+') ? groupPage.element : publicPage.element;
}

/**
 * The route table. Features own their pages; each page is its own chunk, so /login does not load
 * the dashboard's code, and the signed-in app's are named by key (`signedInRoute`), so /login does
 * not download even the list of their chunks (ADR 056). Pages that fetch data sit under DataLayout,
 * which brings the query cache: the sign-in pages never download it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.login,
        ...lazyRoute(() => import('@/features/auth/pages/login-page.tsx').then((m) => m.LoginPage)),
      },
      {
        path: paths.register,
        ...lazyRoute(() => import('@/features/auth/pages/register-page.tsx').then((m) => m.RegisterPage)),
      },
      {
        path: paths.forgotPassword,
        ...lazyRoute(() => import('@/features/auth/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)),
      },
      {
        path: paths.resetPassword,
        ...lazyRoute(() => import('@/features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
      },
      {
        path: paths.verifyEmail,
        ...lazyRoute(() => import('@/features/auth/pages/verify-email-page.tsx').then((m) => m.VerifyEmailPage)),
      },
      {
        path: paths.signInContinue,
        ...lazyRoute(() => import('@/features/auth/pages/sign-in-continue-page.tsx').then((m) => m.SignInContinuePage)),
      },
      {
        path: paths.signInConfirm,
        ...lazyRoute(() => import('@/features/auth/pages/sign-in-confirm-page.tsx').then((m) => m.SignInConfirmPage)),
      },
      {
        ...lazyRoute(() => import('./data-layout.tsx').then((m) => m.DataLayout)),
        children: [
          {
            path: paths.download,
            ...lazyRoute(() => import('@/features/download/pages/download-page.tsx').then((m) => m.DownloadPage)),
          },
          {
            // The dashboard theme lives beside the signed-in routes; public pages use their owner's look.
            ...signedInRoute('dashboardLayout'),
            children: [
              {
                element: <RequireAuth />,
                children: [
                  {
                    ...signedInRoute('appLayout'),
                    children: [
                      {
                        index: true,
                        ...signedInRoute('eventTypesPage'),
                      },
                      {
                        // paths.eventTypeSettings(id): an event type's locations and questions.
                        path: '/event-types/:id',
                        ...signedInRoute('eventTypeSettingsPage'),
                      },
                      {
                        path: paths.availability,
                        ...signedInRoute('availabilityPage'),
                      },
                      {
                        // paths.teamEventTypes(id): a team's event types (ADR 029).
                        path: '/teams/:id/event-types',
                        ...signedInRoute('teamEventTypesPage'),
                      },
                      {
                        path: paths.bookings,
                        ...signedInRoute('bookingsPage'),
                      },
                      {
                        path: paths.insights,
                        ...signedInRoute('insightsPage'),
                      },
                      {
                        path: paths.workflows,
                        ...signedInRoute('workflowsPage'),
                      },
                      {
                        // paths.workflow(id) and paths.newWorkflow(): the editor.
                        path: '/workflows/:id',
                        ...signedInRoute('workflowEditorPage'),
                      },
                      {
                        path: paths.routing,
                        ...signedInRoute('routingFormsPage'),
                      },
                      {
                        // A routing form's builder and its responses; '/routing/new' makes one.
                        path: '/routing/:id',
                        ...signedInRoute('routingFormPage'),
                      },
                      {
                        path: paths.teams,
                        ...signedInRoute('teamsPage'),
                      },
                      {
                        // paths.team(id): a team's settings, members and invitations.
                        path: '/teams/:id',
                        ...signedInRoute('teamPage'),
                      },
                      {
                        path: paths.apps,
                        children: [
                          {
                            index: true,
                            ...signedInRoute('appStorePage'),
                          },
                          {
                            path: 'installed',
                            ...signedInRoute('installedAppsPage'),
                          },
                        ],
                      },
                      {
                        path: paths.signInWelcome,
                        ...signedInRoute('signInWelcomePage'),
                      },
                      {
                        path: paths.settings,
                        children: [
                          {
                            index: true,
                            ...signedInRoute('profilePage'),
                          },
                          {
                            path: 'profile',
                            ...signedInRoute('profilePage'),
                          },
                          {
                            path: 'appearance',
                            ...signedInRoute('appearancePage'),
                          },
                          {
                            path: 'calendar',
                            ...signedInRoute('calendarPage'),
                          },
                          {
                            path: 'webhooks',
                            ...signedInRoute('webhooksPage'),
                          },
                          {
                            path: 'developer',
                            ...signedInRoute('developerPage'),
                          },
                          {
                            path: 'embed',
                            ...signedInRoute('embedPage'),
                          },
                          {
                            path: 'security',
                            ...signedInRoute('securityPage'),
                          },
                          {
                            path: 'out-of-office',
                            ...signedInRoute('outOfOfficePage'),
                          },
                          {
                            element: <RequireRole roles={['company_admin']} />,
                            children: [
                              {
                                path: 'domains',
                                ...signedInRoute('domainsPage'),
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
                        ...signedInRoute('adminLayout'),
                        children: [
                          {
                            index: true,
                            ...signedInRoute('adminDnsPage'),
                          },
                          {
                            path: 'dns',
                            ...signedInRoute('adminDnsPage'),
                          },
                          {
                            path: 'users',
                            ...signedInRoute('adminUsersPage'),
                          },
                          {
                            path: 'apps',
                            ...signedInRoute('adminAppsPage'),
                          },
                          {
                            path: 'audit-log',
                            ...signedInRoute('adminAuditLogPage'),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // A host's approve or decline link (paths.bookingRequest): no sign-in, the link's token is the
          // authority. Only these two: any other path under a booking is not found.
          ...(['approve', 'decline'] as const).map((action) => ({
            path: `/booking/:uid/${action}`,
            ...lazyRoute(() => import('@/features/requests/pages/request-page.tsx').then((m) => m.RequestPage)),
          })),
          {
            // A routing form (paths.publicForm): anyone answers it, then is sent on (ADR 033).
            path: '/forms/:id',
            ...lazyRoute(() => import('@/features/routing/pages/public-form-page.tsx').then((m) => m.PublicFormPage)),
          },
          {
            // A team invitation's link (paths.teamInvite): readable signed out; accepting needs the invited account.
            path: '/teams/invite/:token',
            ...lazyRoute(() => import('@/features/teams/pages/invitation-page.tsx').then((m) => m.InvitationPage)),
          },
          {
            // A team's public page (paths.publicTeam): 'team' is a reserved word, so never a username.
            path: '/team/:slug',
            ...lazyRoute(() => import('@/features/teams/pages/public-team-page.tsx').then((m) => m.PublicTeamPage)),
          },
          {
            // An invitee's booking (paths.booking): outside the dashboard, opened from the manage link.
            path: '/booking/:uid',
            ...lazyRoute(() => import('@/features/booker/pages/booking-page.tsx').then((m) => m.BookingPage)),
          },
          {
            // The booker in another site's frame (ADR 031); the server answers it with that site in frame-ancestors.
            path: '/embed/:username/:slug',
            ...lazyRoute(() => import('@/features/booker/pages/embed-booker-page.tsx').then((m) => m.EmbedBookerPage)),
          },
          {
            // A team's event type (paths.publicTeamEventType): 'team' is a reserved word (ADR 029).
            path: '/team/:teamSlug/:eventSlug',
            ...lazyRoute(() => import('@/features/booker/pages/team-booker-page.tsx').then((m) => m.TeamBookerPage)),
          },
          {
            element: <UnlessReservedPath />,
            children: [
              {
                path: '/:username',
                element: <PublicOrGroupPage />,
                handle: publicPage.handle,
              },
              {
                path: '/:username/:slug',
                ...lazyRoute(() =>
                  import('@/features/booker/pages/booker-page.tsx').then((m) =>
                    m.bookerLocaleReady().then(() => m.BookerPage),
                  ),
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Fetches the chunks of every route level that `location` matches, all at once. */
export function preloadRoutes(location: string | Partial<Location>): Promise<unknown> {
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as LazyHandle | undefined)?.preload()));
}

/**
 * Renders the route table (inside a BrowserRouter). Like a data router, it fetches the chunks of
 * every matched level together; navigations run in a transition, so the current page stays until
 * the next one is ready.
 */
export function AppRoutes() {
  const location = useLocation();
  void preloadRoutes(location).catch(() => undefined);
  return useRoutes(routes, location);
}
