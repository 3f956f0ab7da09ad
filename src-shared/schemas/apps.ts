import * as z from 'zod/mini';
import { APP_CAPABILITIES, APP_CATEGORIES } from '../apps.ts';
import { oneLine } from '../text.ts';

/** The App Store's catalog as the API answers it (GET /api/calendars/apps): the apps this server offers. */
export const AppCatalogSchema = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      category: z.enum(APP_CATEGORIES),
      description: z.string(),
      worksWith: z.string(),
      capabilities: z.array(z.enum(APP_CAPABILITIES)),
      connection: z.string(),
    }),
  ),
});
export type AppCatalog = z.infer<typeof AppCatalogSchema>;

/** The video services this server offers (GET /api/conferencing/apps, ADR 045): what a video location may name. */
export const ConferencingCatalogSchema = z.object({
  items: z.array(
    z.object({
      /** The id a video location names (`{ kind: 'video', provider }`). */
      id: z.string(),
      name: z.string(),
      description: z.string(),
    }),
  ),
});
export type ConferencingCatalog = z.infer<typeof ConferencingCatalogSchema>;

// ---------------------------------------------------------------------------------------------
// Apps with an OAuth grant (issue 41, ADR 048): Google Calendar, Microsoft 365, Google Meet,
// Microsoft Teams and Zoom beside CalDAV, subscriptions and Jitsi.

/** Every app's slug, as `GET /api/apps` lists them (a contract: add, never rename). */
export const APP_SLUGS = [
  'caldav',
  'subscription',
  'google-calendar',
  'microsoft-365',
  'google-meet',
  'microsoft-teams',
  'zoom',
  'jitsi',
] as const;
export type AppSlug = (typeof APP_SLUGS)[number];

/** The apps connected through an OAuth provider, and whose client (the operator's) each uses. */
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'zoom'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_APP_PROVIDER = {
  'google-calendar': 'google',
  'google-meet': 'google',
  'microsoft-365': 'microsoft',
  'microsoft-teams': 'microsoft',
  zoom: 'zoom',
} as const satisfies Record<string, OAuthProviderId>;
export type OAuthAppSlug = keyof typeof OAUTH_APP_PROVIDER;
export const isOAuthApp = (slug: string): slug is OAuthAppSlug => Object.hasOwn(OAUTH_APP_PROVIDER, slug);

/** One app as `GET /api/apps` answers it. */
export const AppListItemSchema = z.object({
  slug: z.string(),
  kind: z.enum(['calendar', 'video']),
  name: z.string(),
  description: z.string(),
  /** False for an OAuth app whose client the operator has not set (never an error). */
  configured: z.boolean(),
  /** Whether the signed-in host has it (a connection, a grant; Jitsi: always). */
  installed: z.boolean(),
  /** Connected through the provider's consent page (`POST /api/apps/{slug}/connect`). */
  oauth: z.boolean(),
  /** The provider refused the host's grant: "Reconnect needed". */
  needsReconnect: z.boolean(),
});
export type AppListItem = z.infer<typeof AppListItemSchema>;
export const AppListSchema = z.object({ items: z.array(AppListItemSchema) });
export type AppList = z.infer<typeof AppListSchema>;

export const AppSlugParamsSchema = z.object({ slug: z.string().check(z.maxLength(40)) });

/** Connecting from the desktop app: the provider redirects to its loopback listener (RFC 8252), not the web app. */
export const AppConnectBodySchema = z.nullish(
  z.object({
    loopbackPort: z.optional(z.number().check(z.int(), z.minimum(1024), z.maximum(65_535))),
  }),
);
export const AppConnectAnswerSchema = z.object({ authorizeUrl: z.string() });

/** The desktop app's completion: the code and state its loopback listener received (signed in). */
export const AppCallbackBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(4096), oneLine()),
  state: z.string().check(z.minLength(1), z.maxLength(512), oneLine()),
});
export const AppCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(200))),
  error_description: z.optional(z.string().check(z.maxLength(2000))),
});

/** Admin → Apps: an OAuth app's client as the app admin sees it (the secret is write-only). */
export const AdminAppSchema = z.object({
  slug: z.string(),
  provider: z.enum(OAUTH_PROVIDERS),
  name: z.string(),
  clientId: z.nullable(z.string()),
  hasSecret: z.boolean(),
  /** Microsoft only: "common" by default. */
  tenant: z.nullable(z.string()),
  /** Where the client comes from: the environment's variables win and cannot be changed here. */
  source: z.nullable(z.enum(['environment', 'admin'])),
  /** The redirect URIs to register at the provider. */
  redirectUris: z.array(z.string()),
});
export type AdminApp = z.infer<typeof AdminAppSchema>;
export const AdminAppListSchema = z.object({ items: z.array(AdminAppSchema) });

export const AdminAppPutSchema = z.object({
  clientId: z.string().check(z.trim(), z.minLength(1, 'Enter the client ID.'), z.maxLength(300), oneLine()),
  /** Omitted: the stored secret stays. */
  clientSecret: z.optional(z.string().check(z.minLength(1, 'Enter the client secret.'), z.maxLength(1000), oneLine())),
  tenant: z.optional(
    z.string().check(z.trim(), z.maxLength(100), z.regex(/^[A-Za-z0-9.-]*$/, 'Enter a tenant ID, domain or "common".')),
  ),
});
export type AdminAppPut = z.infer<typeof AdminAppPutSchema>;

/** Texts of the OAuth apps (App Store, Installed Apps, Admin → Apps). */
export const oauthAppMessages = {
  notSetUp: 'Your administrator has not set this app up yet',
  reconnectNeeded: 'Reconnect needed',
  reconnect: 'Reconnect',
  stateRefused: 'This connection was not started here, or it has expired. Please connect again.',
  denied: 'You did not allow Kairos to use this account, so nothing was connected.',
  missingScopes: (names: string) =>
    `Kairos needs these permissions to work: ${names}. Please connect again and allow them.`,
  connectFailed: 'The account could not be connected. Please try again.',
  notOAuth: 'This app is not connected through a sign-in page.',
  unknownApp: 'There is no such app.',
  connected: (name: string) => `${name} is connected.`,
  tooManyStarts: 'Too many connections were started. Please wait a few minutes and try again.',
  setByEnvironment: "This app's client is set by the server's environment and cannot be changed here.",
  calendarFirst: (calendar: string, video: string) =>
    `${video} comes with your ${calendar} connection. Remove ${calendar} to disconnect the account.`,
  notInstalled: 'This app is not connected.',
} as const;

/** What Installed Apps says of a connection whose grant the provider refused. */
export const grantDeadText = (provider: string) =>
  `${provider} no longer lets Kairos use this account. Reconnect it; meanwhile the busy times it last read are still used.`;

/** What `GET /api/apps` says of each app (the web catalog may say more). */
export const appListTexts: Record<AppSlug, { kind: 'calendar' | 'video'; name: string; description: string }> = {
  caldav: {
    kind: 'calendar',
    name: 'CalDAV calendar',
    description: 'Nextcloud, Fastmail, iCloud, Radicale and any CalDAV server: busy times checked, bookings added.',
  },
  subscription: {
    kind: 'calendar',
    name: 'Calendar subscription',
    description: 'Any calendar published as an iCal address: its busy times are checked; it is read only.',
  },
  'google-calendar': {
    kind: 'calendar',
    name: 'Google Calendar',
    description:
      'Every calendar of your Google account checked for conflicts, and bookings added to the one you choose.',
  },
  'microsoft-365': {
    kind: 'calendar',
    name: 'Microsoft 365 / Outlook',
    description:
      'Every calendar of your Outlook or Microsoft 365 account checked for conflicts, and bookings added to one.',
  },
  'google-meet': {
    kind: 'video',
    name: 'Google Meet',
    description: 'A Google Meet link for each booking, made with the booking’s event in your Google Calendar.',
  },
  'microsoft-teams': {
    kind: 'video',
    name: 'Microsoft Teams',
    description: 'A Teams meeting for each booking, made with the booking’s event in your Microsoft 365 calendar.',
  },
  zoom: {
    kind: 'video',
    name: 'Zoom',
    description:
      'A Zoom meeting for each booking, its link and passcode in the confirmation; moved and deleted with it.',
  },
  jitsi: {
    kind: 'video',
    name: 'Jitsi Meet',
    description: 'A new Jitsi Meet room for each booking, its link in the confirmation. Nothing to connect.',
  },
};

/** Calendar apps and the connection kind each makes (Installed Apps). */
export const CALENDAR_APP_KINDS: Partial<Record<AppSlug, string>> = {
  caldav: 'caldav',
  subscription: 'subscription',
  'google-calendar': 'google-calendar',
  'microsoft-365': 'microsoft-365',
};
