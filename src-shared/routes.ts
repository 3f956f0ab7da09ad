/** Every path of the web app, defined once. The router, links and the API's reserved names use these. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** Where a sign-in with Google or Microsoft comes back (`#ticket=` or `#error=`; ADR 053). */
  signInContinue: '/sign-in/continue',
  /** The emailed code's link (`?code=`): finishes in the browser that started signing in. */
  signInConfirm: '/sign-in/confirm',
  /** A new account's first step: connect the calendar of the provider it signed up with (`?provider=`). */
  signInWelcome: '/sign-in/welcome',
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsAppearance: '/settings/appearance',
  settingsDomains: '/settings/domains',
  /** Settings → Security: the password and the linked sign-in methods (ADR 053). */
  settingsSecurity: '/settings/security',
  admin: '/admin',
  adminDns: '/admin/dns',
  adminUsers: '/admin/users',
  adminAuditLog: '/admin/audit-log',
  adminApps: '/admin/apps',
  download: '/download',
  availability: '/availability',
  bookings: '/bookings',
  settingsCalendar: '/settings/calendar',
  settingsWebhooks: '/settings/webhooks',
  settingsDeveloper: '/settings/developer',
  /** Settings → Embed: the sites allowed to frame the booker, the code for them (ADR 031). */
  settingsEmbed: '/settings/embed',
  /** Settings → Out of office: the days the host is away (issue 43). */
  settingsOutOfOffice: '/settings/out-of-office',
  /** Settings → Embed with one event type's code shown (an event type card's Embed). */
  settingsEmbedFor: (slug: string) => `/settings/embed?eventType=${encodeURIComponent(slug)}`,
  /** The App Store (docs/product.md#apps); 'apps' is a reserved word, so no username takes it. */
  apps: '/apps',
  appsInstalled: '/apps/installed',
  /** An event type's locations and questions (docs/product.md#event-type-settings); 'event-types' is reserved. */
  eventTypeSettings: (id: string, tab?: 'locations' | 'questions') =>
    `/event-types/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`,
  /** The host's workflows (docs/product.md#workflows); 'workflows' is a reserved word. */
  workflows: '/workflows',
  /** A new workflow, from a template of WORKFLOW_TEMPLATES when `template` is given. */
  newWorkflow: (template?: string) => `/workflows/new${template ? `?template=${encodeURIComponent(template)}` : ''}`,
  workflow: (id: string) => `/workflows/${encodeURIComponent(id)}`,
  /** An invitee's booking: confirmation and manage page (?token= from the manage link). */
  booking: (uid: string) => `/booking/${encodeURIComponent(uid)}`,
  /** The host's approve or decline link of a pending request (?token= from their email; ADR 025). */
  bookingRequest: (uid: string, action: 'approve' | 'decline') => `/booking/${encodeURIComponent(uid)}/${action}`,
  /** The host's teams (issue 29); 'teams' is a reserved word. */
  teams: '/teams',
  team: (id: string) => `/teams/${encodeURIComponent(id)}`,
  /** A team's event types (ADR 029). */
  teamEventTypes: (id: string) => `/teams/${encodeURIComponent(id)}/event-types`,
  /** A team's public page; 'team' is a reserved word, so team slugs and usernames never collide. */
  publicTeam: (slug: string) => `/team/${slug}`,
  publicTeamEventType: (slug: string, eventSlug: string) => `/team/${slug}/${eventSlug}`,
  /** An invitation's link (the secret token is the path's last segment; never logged). */
  teamInvite: (token: string) => `/teams/invite/${encodeURIComponent(token)}`,
  /** Insights (issue 30); 'insights' is a reserved word. */
  insights: '/insights',
  /** Routing forms (issue 30): the host's list, and the public form at /forms/{id} ('forms' is reserved). */
  routing: '/routing',
  /** A routing form's builder and responses; 'new' makes one. */
  routingForm: (id: string) => `/routing/${encodeURIComponent(id)}`,
  publicForm: (id: string) => `/forms/${encodeURIComponent(id)}`,
  publicPage: (username: string) => `/${username}`,
  publicEventType: (username: string, slug: string) => `/${username}/${slug}`,
} as const;

/**
 * Words a username may never be (docs/product.md#username-rules): the app's own first path segments, plus names that
 * would confuse people or collide with routes we are likely to add.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'sign-in',
  'forgot-password',
  'reset-password',
  'verify-email',
  'settings',
  'admin',
  'api',
  'download',
  'downloads',
  // /embed/{username}/{slug} is the booker for other sites' frames (ADR 031).
  'embed',
  'assets',
  'static',
  'public',
  // /api/public/avatars/{hash} would hide the event pages of a user of this name.
  'avatars',
  'app',
  'apps',
  'auth',
  'account',
  'accounts',
  'profile',
  'dashboard',
  'event-types',
  'booking',
  'bookings',
  'availability',
  'teams',
  // /team/{slug} is a team's public page (issue 29).
  'team',
  'routing',
  // /forms/{id} is a routing form (issue 30); /embed.js the embed script (ADR 031).
  'forms',
  'embed.js',
  'events',
  'workflows',
  'insights',
  'help',
  'support',
  'docs',
  'about',
  'root',
  'www',
  'mail',
  'kairos',
  'null',
  'undefined',
  'favicon.ico',
  'robots.txt',
  'index.html',
]);

/** Whether a path's first segment (any case) is one of the reserved words, so never a username. */
export function isReservedWord(segment: string): boolean {
  return RESERVED_USERNAMES.has(segment.trim().toLowerCase());
}
