/** The public page's contract (issue 40): what a team's public page shares with a host's. */

/** The public page shows at most this many event types (it is not paginated). */
export const PUBLIC_EVENT_TYPES_LIMIT = 100;
