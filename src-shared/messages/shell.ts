/**
 * The texts of `messages` (`../messages.ts`, docs/product.md#messages) that the web app's entry chunk says
 * (the session, the route guard, the failure screen): apart, so that every page, the sign-in page
 * first, does not download the whole list (ADR 056). `messages` holds them too; use them from there
 * anywhere else.
 */
export const shellMessages = {
  loadingSession: 'Loading session...',
  decodeFailed: 'Failed to decode token, clearing session',
  sessionExpired: 'Session expired. Please log in again.',
  // A page whose code did not arrive (app/page-error-boundary.tsx).
  pageFailedTitle: 'This page could not be loaded',
  pageFailedText: 'Check your connection, then reload. If Kairos was just updated, reloading fetches the new version.',
  reload: 'Reload',
} as const;
