import { authMessages } from './messages/auth.ts';
import { shellMessages } from './messages/shell.ts';

/**
 * Every user-facing text of the product (docs/product.md#messages), word for word. Both the API and
 * the web app import from here; none of these texts may be typed anywhere else. The groups a first
 * download needs without the rest (the web app's entry chunk, the account pages) are written in
 * `messages/` and spread in here (ADR 056).
 */
export const messages = {
  ...shellMessages,
  ...authMessages,
  notFound: '404 Page Not Found',

  // Event types
  eventTypes: 'Event Types',
  loadingEventTypes: 'Loading event types...',
  noEventTypesMatch: 'No event types found matching your search.',
  noEventTypes: 'No event types created yet.',
  noMoreResults: 'No more results',
  hidden: 'Hidden',
  newEventType: 'New',
  eventName: 'Event Name',
  urlSlug: 'URL Slug',
  descriptionOptional: 'Description (Optional)',
  durationMinutes: 'Duration (minutes)',
  cancel: 'Cancel',
  createEventType: 'Create Event Type',
  creating: 'Creating...',
  nameRequired: 'Name is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Slug can only contain lowercase letters, numbers, and hyphens',
  durationMin: 'Duration must be at least 1 minute',
  error: 'Error',
  toggleFailed: 'Failed to update event type visibility',
  linkCopied: 'Link copied',
  eventLinkCopied: 'Event type link copied to clipboard',
  eventTypeCreated: 'Event type created successfully',
  createFailed: 'Failed to create event type',

  // Sidebar
  bookings: 'Bookings',
  availability: 'Availability',
  teams: 'Teams',
  appStore: 'App Store',
  apps: 'Apps',
  installedApps: 'Installed Apps',
  routing: 'Routing',
  workflows: 'Workflows',
  insights: 'Insights',
  administration: 'Administration',
  adminDns: 'Admin DNS',
  domains: 'Domains',
  users: 'Users',
  myProfile: 'My profile',
  mySettings: 'My settings',
  outOfOffice: 'Out of office',
  roadmap: 'Roadmap',
  help: 'Help',
  downloadDesktopApp: 'Download desktop app',
  signOut: 'Sign out',
  dynamicBookingLinks: 'Dynamic booking links',
  viewPublicPage: 'View public page',
  copyPublicPageLink: 'Copy public page link',
  learnMore: 'Learn more',
  dismiss: 'Dismiss',
  setYourUsername: 'Set Your Username',
  setUsernameText: 'To create a public booking page, you first need to set a username in your profile.',
  goToProfile: 'Go to Profile',
  later: 'Later',
  ok: 'OK',

  // Settings
  profile: 'Profile',
  appearance: 'Appearance',
  back: 'Back',
  update: 'Update',
  username: 'Username',
  fullName: 'Full Name',
  about: 'About',
  disconnect: 'Disconnect',
  deleteAccount: 'Delete account',
  deleteAccountConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
  couldNotLoadProfile: 'Could not load your profile.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile.',
  accountDeleted: 'Account Deleted',
  accountDeletedText: 'Your account has been successfully deleted.',
  deleteAccountFailed: 'Failed to delete your account.',
  dashboardTheme: 'Dashboard theme',
  bookingPageTheme: 'Booking page theme',
  appearanceUpdated: 'Appearance updated successfully!',
  appearanceUpdateFailed: 'Failed to update appearance.',

  // Domains and admin
  useSubdomain: 'Use a Subdomain',
  useFullDomain: 'Use a Full Domain',
  apiTokenEmpty: 'API Token cannot be empty.',
  domainAndIpRequired: 'Domain and IP Address are required.',
  cloudflareTokenSaved: 'Cloudflare token saved successfully.',
  saveFailed: 'Save Failed',
  setupFailed: 'Setup Failed',

  // Availability
  endAfterStart: 'End time must be after start time.',
  rangesOverlap: 'Time ranges on {day} overlap.',
  invalidTimeZone: 'Choose a valid time zone.',
  availabilitySaved: 'Availability saved',
} as const;

export type MessageKey = keyof typeof messages;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * A wait as people say it: seconds under a minute, then whole minutes, then whole hours, always
 * rounded up so nobody is told to come back too early ('15 minutes', not '900 seconds').
 */
/** The title over a 429 sentence (which says when to try again): the booker's and the request page's. */
export const WAIT_TITLE = 'Please wait a moment';

export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'second');
  if (s < 3600) return plural(Math.ceil(s / 60), 'minute');
  return plural(Math.ceil(s / 3600), 'hour');
}

/** The answer to too many sign-in (or similar) attempts; the exact wait also goes in Retry-After. */
export function tooManyAttempts(seconds: number): string {
  return `Too many attempts. Try again in ${formatWait(seconds)}.`;
}
