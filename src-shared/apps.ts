import type { CalendarKind } from './schemas/calendars.ts';

/** The connection kinds of the calendar apps connected through a provider's sign-in page (ADR 048). */
export const OAUTH_CONNECTION_KINDS = ['google-calendar', 'microsoft-365'] as const;
/** Every kind of calendar connection an app makes: by a form (CalDAV, subscription) or by OAuth. */
export type AppConnectionKind = CalendarKind | (typeof OAUTH_CONNECTION_KINDS)[number];

/**
 * The App Store's catalog (docs/product.md#apps): every app a host can connect, once. The App Store
 * renders this list; Installed Apps names a connection by the app that made it. A new app is one
 * entry here (a new way of connecting also needs its connect form in the web app, which the
 * compiler asks for).
 */

export const APP_CATEGORIES = ['calendar'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

export const appCategoryNames: Record<AppCategory, string> = {
  calendar: 'Calendars',
};

/** What an app does for the host, as the App Store lists it. */
export const APP_CAPABILITIES = ['check-conflicts', 'add-bookings'] as const;
export type AppCapability = (typeof APP_CAPABILITIES)[number];

export const appCapabilityNames: Record<AppCapability, string> = {
  'check-conflicts': 'Checks for conflicts',
  'add-bookings': 'Adds bookings to your calendar',
};

/** An app; `K` is the kinds of connection it may make (the web app's forms know the built-in ones). */
export interface AppEntry<K extends string = AppConnectionKind> {
  /** Stable, lowercase: the app's id in links and tests. */
  slug: string;
  name: string;
  category: AppCategory;
  /** One or two sentences on the App Store card. */
  description: string;
  /** Services it is known to work with, for people who know their provider's name, not the protocol. */
  worksWith: string;
  capabilities: readonly AppCapability[];
  /** How it connects: which connect form opens, and which connections count as this app's. */
  connection: K;
}

export const apps: readonly AppEntry[] = [
  {
    slug: 'caldav',
    name: 'CalDAV calendar',
    category: 'calendar',
    description:
      'Connect the calendar account you already use. Its events keep people from booking times you are busy, and new bookings can be added to it.',
    worksWith: 'Nextcloud, Fastmail, iCloud, Radicale and any CalDAV server',
    capabilities: ['check-conflicts', 'add-bookings'],
    connection: 'caldav',
  },
  {
    slug: 'ical-subscription',
    name: 'Calendar subscription',
    category: 'calendar',
    description:
      'Subscribe to any calendar published as an iCal address. Its events keep people from booking times you are busy; it is read only.',
    worksWith: 'Google Calendar and Outlook (the secret address in iCal format), webcal:// links',
    capabilities: ['check-conflicts'],
    connection: 'subscription',
  },
  {
    slug: 'google-calendar',
    name: 'Google Calendar',
    category: 'calendar',
    description:
      'Every calendar of your Google account, shared ones included, keeps people from booking times you are busy, and new bookings are added to the one you choose.',
    worksWith: 'Google Calendar and Google Workspace',
    capabilities: ['check-conflicts', 'add-bookings'],
    connection: 'google-calendar',
  },
  {
    slug: 'microsoft-365',
    name: 'Microsoft 365 / Outlook',
    category: 'calendar',
    description:
      'Every calendar of your Outlook or Microsoft 365 account keeps people from booking times you are busy, and new bookings are added to the one you choose.',
    worksWith: 'Outlook.com, Microsoft 365 and Exchange Online',
    capabilities: ['check-conflicts', 'add-bookings'],
    connection: 'microsoft-365',
  },
];

/** An app connected by a form of the web app (CalDAV, subscription), not through a provider's sign-in page. */
export const isFormApp = (app: AppEntry): app is AppEntry<CalendarKind> =>
  !(OAUTH_CONNECTION_KINDS as readonly string[]).includes(app.connection);

/**
 * The video apps connected through a provider (GET /api/apps lists them; a location names them by
 * slug). Google Meet and Microsoft Teams come with the Google or Microsoft account's grant.
 */
export const videoApps = [
  {
    slug: 'google-meet',
    name: 'Google Meet',
    description: 'A Google Meet link for each booking, made with the booking’s event in your Google Calendar.',
    worksWith: 'Google Calendar and Google Workspace',
  },
  {
    slug: 'microsoft-teams',
    name: 'Microsoft Teams',
    description: 'A Teams meeting for each booking, made with the booking’s event in your Microsoft 365 calendar.',
    worksWith: 'Microsoft 365 work or school accounts',
  },
  {
    slug: 'zoom',
    name: 'Zoom',
    description:
      'A Zoom meeting for each booking, its link and passcode in the confirmation; moved and deleted with it.',
    worksWith: 'Zoom accounts',
  },
] as const;

/** GET /api/apps names the subscription app `subscription`; the web catalog's slug is `ical-subscription`. */
export const catalogSlugOf = (apiSlug: string): string => (apiSlug === 'subscription' ? 'ical-subscription' : apiSlug);

/** The app that makes connections of this kind. */
export function appForConnection(kind: string): AppEntry {
  const app = apps.find((entry) => entry.connection === kind);
  if (!app) throw new Error(`No app connects ${kind}`);
  return app;
}

/** The texts of the App Store and Installed Apps (docs/product.md#apps). */
export const appsMessages = {
  storeDescription: 'Connect the calendars you already use, so Kairos only offers times you are free.',
  installedDescription: 'Your connected calendars: which ones count for conflicts, and where bookings are added.',
  connect: 'Connect',
  connecting: 'Connecting…',
  connectingStatus: 'Looking for your calendars. This can take a few seconds.',
  connectedCount: (n: number) => `${n} connected`,
  connectFailed: 'The calendar could not be connected. Please try again.',
  caldavTitle: 'Connect a CalDAV calendar',
  caldavDescription:
    'Kairos reads your busy times from this account and can add your bookings to one of its calendars.',
  caldavUrl: 'Server address',
  caldavUrlHint: 'The address of your calendar server, like cloud.example.com. Kairos finds your calendars from it.',
  privateNetworkHint:
    'A server on your own network (Nextcloud, Radicale) can be reached once the operator of this Kairos server allows it.',
  username: 'User name',
  password: 'Password or app password',
  passwordHint: 'Use an app password where your provider offers one:',
  appPasswordPlaces: [
    'Nextcloud: Settings → Security → Devices & sessions',
    'iCloud: account.apple.com → Sign-In and Security → App-Specific Passwords',
    'Fastmail: Settings → Privacy & Security → Manage app passwords',
  ],
  subscriptionTitle: 'Subscribe to a calendar',
  subscriptionDescription:
    'Kairos reads busy times from this address. A subscription is read only: bookings are not added to it.',
  subscriptionUrl: 'Calendar address',
  subscriptionUrlHint: 'An https:// or webcal:// address. Where to find it:',
  icalAddressPlaces: [
    'Google Calendar: Settings → your calendar → Secret address in iCal format',
    'Outlook: Settings → Calendar → Shared calendars → Publish a calendar → ICS link',
  ],
  subscribe: 'Subscribe',
  loading: 'Loading your calendars',
  loadFailed: 'Could not load your calendars.',
  emptyTitle: 'No calendars connected yet.',
  emptyText: 'Connect the calendar you already use, and times you are busy there stop being offered.',
  goToStore: 'Browse the App Store',
  addApp: 'Connect a calendar',
  signedInAs: (username: string) => `Signed in as ${username}`,
  syncedAgo: (age: string) => `Synced ${age}`,
  justNow: 'just now',
  notSyncedYet: 'Not synced yet',
  staleCopy: (age: string) => `Busy times from the last good sync (${age}) are still used.`,
  noCopyYet: 'Its busy times do not count until it syncs.',
  refreshNow: 'Refresh now',
  remove: 'Remove',
  removeTitle: 'Remove this calendar?',
  removeDescription: (address: string) =>
    `Busy times from ${address} stop counting against your open times. Bookings already added to its calendars stay there.`,
  checkConflicts: 'Check for conflicts',
  checkConflictsLabel: (calendar: string) => `Check ${calendar} for conflicts`,
  readOnly: 'Read only',
  destinationBadge: 'Bookings go here',
  calendars: 'Calendars',
  calendarsOf: (host: string) => `Calendars of ${host}`,
  noCalendars: 'No calendars were found in this account.',
  destinationTitle: 'Add bookings to',
  destinationDescription: 'Each new booking is added to this calendar, with the same invite your invitee gets.',
  noDestination: "Don't add bookings to a calendar",
  connectedDestination: (calendar: string) =>
    `New bookings are added to ${calendar}. You can change this under “Add bookings to”.`,
  noWritableCalendar: 'None of your calendars can receive bookings. Connect a CalDAV calendar you can write to.',
  saveFailed: 'Please try again.',
  storeLoading: 'Loading the apps',
  storeLoadFailed: 'Could not load the apps this server offers.',
  storeEmpty: 'This server offers no apps yet.',
  categoryVideo: 'Video conferencing',
  videoReady: 'Ready to use: choose it as a location of an event type.',
  jitsiDescription: 'A new Jitsi Meet room for each booking, its link in the confirmation. Nothing to connect.',
  installedBadge: 'Installed',
  openingSignIn: 'Opening the sign-in page…',
  continueInBrowser: 'Finish connecting in your browser, then come back to Kairos.',
  connectedMessage: (name: string) => `${name} is connected.`,
  videoAppsTitle: 'Video conferencing',
  removeAppTitle: (name: string) => `Remove ${name}?`,
  removeVideoDescription: (name: string) =>
    `Event types with a ${name} location stop getting a meeting link until you connect it again. Meetings already made stay.`,
  removeFailed: 'The app could not be removed. Please try again.',
  appRemoved: 'App removed',
  reconnectDescription: (name: string) =>
    `${name} no longer lets Kairos use this account. Reconnect it; meanwhile the busy times it last read are still used.`,
  reconnectVideoDescription: (name: string) =>
    `${name} no longer lets Kairos use this account. Reconnect it; until then, bookings with a ${name} location are confirmed without a meeting link.`,
  adminAppsUsedBy: (names: string) => `Used by ${names}.`,
  adminAppsTitle: 'Apps',
  adminAppsDescription:
    'The OAuth clients this server uses to connect your people’s Google, Microsoft and Zoom accounts.',
  adminAppsLoading: 'Loading the apps',
  adminAppsLoadFailed: 'Could not load the apps.',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  clientSecretKeep: 'Leave empty to keep the current one.',
  clientSecretNone: 'No secret saved yet.',
  tenant: 'Tenant',
  tenantHint: 'A tenant ID or domain, or "common" for any work, school or personal Microsoft account.',
  redirectUris: 'Redirect URIs to register',
  redirectUrisHint: 'Register these addresses at the provider as the client’s redirect URIs.',
  copy: 'Copy',
  copyUri: (uri: string) => `Copy ${uri}`,
  copied: 'Copied',
  setByEnvironment: "Set by the server's environment",
  notConfigured: 'Not set up',
  configured: 'Set up',
  saveClient: 'Save',
  savingClient: 'Saving…',
  clientSaved: 'App saved',
  clientSaveFailed: 'The app could not be saved.',
  videoProvider: 'Video app',
  videoNotInstalled: (name: string) =>
    `${name} is not connected yet: connect it in the App Store, or bookings get no meeting link.`,
  openAppStore: 'Open the App Store',
} as const;
