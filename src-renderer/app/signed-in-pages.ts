import type { ComponentType } from 'react';

/**
 * The signed-in app's layouts and pages, each its own chunk: the route table (`router.tsx`) names
 * them by key and fetches this module first, so that the list of every signed-in page's chunks (the
 * chunks each page fetches together) rides with the signed-in app, not in the entry chunk that the
 * sign-in page and every booker load (ADR 056).
 */
export const signedInPages = {
  dashboardLayout: () => import('./dashboard-layout.tsx').then((m) => m.DashboardLayout),
  appLayout: () => import('@/features/layout/app-layout.tsx').then((m) => m.AppLayout),
  eventTypesPage: () => import('@/features/event-types/pages/event-types-page.tsx').then((m) => m.EventTypesPage),
  eventTypeSettingsPage: () =>
    import('@/features/event-types/pages/event-type-settings-page.tsx').then((m) => m.EventTypeSettingsPage),
  availabilityPage: () => import('@/features/availability/pages/availability-page.tsx').then((m) => m.AvailabilityPage),
  teamEventTypesPage: () =>
    import('@/features/team-event-types/pages/team-event-types-page.tsx').then((m) => m.TeamEventTypesPage),
  bookingsPage: () => import('@/features/bookings/pages/bookings-page.tsx').then((m) => m.BookingsPage),
  insightsPage: () => import('@/features/insights/pages/insights-page.tsx').then((m) => m.InsightsPage),
  workflowsPage: () => import('@/features/workflows/pages/workflows-page.tsx').then((m) => m.WorkflowsPage),
  workflowEditorPage: () =>
    import('@/features/workflows/pages/workflow-editor-page.tsx').then((m) => m.WorkflowEditorPage),
  routingFormsPage: () => import('@/features/routing/pages/routing-forms-page.tsx').then((m) => m.RoutingFormsPage),
  routingFormPage: () => import('@/features/routing/pages/routing-form-page.tsx').then((m) => m.RoutingFormPage),
  teamsPage: () => import('@/features/teams/pages/teams-page.tsx').then((m) => m.TeamsPage),
  teamPage: () => import('@/features/teams/pages/team-page.tsx').then((m) => m.TeamPage),
  appStorePage: () => import('@/features/apps/pages/app-store-page.tsx').then((m) => m.AppStorePage),
  installedAppsPage: () => import('@/features/apps/pages/installed-apps-page.tsx').then((m) => m.InstalledAppsPage),
  signInWelcomePage: () => import('@/features/auth/pages/sign-in-welcome-page.tsx').then((m) => m.SignInWelcomePage),
  profilePage: () => import('@/features/settings/pages/profile-page.tsx').then((m) => m.ProfilePage),
  appearancePage: () => import('@/features/settings/pages/appearance-page.tsx').then((m) => m.AppearancePage),
  calendarPage: () => import('@/features/settings/pages/calendar-page.tsx').then((m) => m.CalendarPage),
  webhooksPage: () => import('@/features/settings/pages/webhooks-page.tsx').then((m) => m.WebhooksPage),
  developerPage: () => import('@/features/settings/pages/developer-page.tsx').then((m) => m.DeveloperPage),
  embedPage: () => import('@/features/settings/pages/embed-page.tsx').then((m) => m.EmbedPage),
  securityPage: () => import('@/features/settings/pages/security-page.tsx').then((m) => m.SecurityPage),
  outOfOfficePage: () => import('@/features/settings/pages/out-of-office-page.tsx').then((m) => m.OutOfOfficePage),
  domainsPage: () => import('@/features/domains/pages/domains-page.tsx').then((m) => m.DomainsPage),
  adminLayout: () => import('@/features/admin/admin-layout.tsx').then((m) => m.AdminLayout),
  adminDnsPage: () => import('@/features/admin/pages/admin-dns-page.tsx').then((m) => m.AdminDnsPage),
  adminUsersPage: () => import('@/features/admin/pages/admin-users-page.tsx').then((m) => m.AdminUsersPage),
  adminAppsPage: () => import('@/features/admin/pages/admin-apps-page.tsx').then((m) => m.AdminAppsPage),
  adminAuditLogPage: () => import('@/features/admin/pages/admin-audit-log-page.tsx').then((m) => m.AdminAuditLogPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type SignedInPage = keyof typeof signedInPages;
