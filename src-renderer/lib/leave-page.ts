/**
 * Leaves the app for another site in this tab (a provider's sign-in page). One place, so a test can
 * see where the page would go: jsdom does not navigate.
 */
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};
