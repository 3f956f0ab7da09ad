/**
 * The limits the shared schemas say in their messages (`Add at most ${MAX_LOCATIONS} locations.`), in one
 * place for the translations (`src-shared/i18n/app/<locale>/errors.ts`), which say each with the same
 * constant, never the number itself (issue 40).
 */
export { BOOKING_HORIZON_DAYS, MAX_EVENT_DURATION, MAX_PASSWORD_LENGTH } from './constants.ts';
export { MAX_NAME_LENGTH } from './schemas/auth.ts';
export {
  MAX_OVERRIDES,
  MAX_RANGES_PER_DAY,
  MAX_SEATS,
  MAX_SLOTS_SPAN_DAYS,
  MIN_SEATS,
  SCHEDULE_NAME_MAX_LENGTH,
} from './schemas/availability.ts';
export {
  FIELD_LABEL_MAX_LENGTH,
  FIELD_NAME_MAX_LENGTH,
  FIELD_OPTION_MAX_LENGTH,
  FIELD_PLACEHOLDER_MAX_LENGTH,
  LOCATION_ADDRESS_MAX_LENGTH,
  LOCATION_LINK_MAX_LENGTH,
  MAX_BOOKING_FIELDS,
  MAX_FIELD_OPTIONS,
  MAX_GUESTS,
  MAX_LOCATIONS,
} from './schemas/booking-fields.ts';
export { NOTES_MAX_LENGTH, REASON_MAX_LENGTH } from './schemas/bookings.ts';
export {
  CALDAV_PASSWORD_MAX_LENGTH,
  CALDAV_USERNAME_MAX_LENGTH,
  CALENDAR_URL_MAX_LENGTH,
  MAX_CALENDAR_CONNECTIONS_PER_USER,
} from './schemas/calendars.ts';
export { MAX_CONFIRMATION_HOURS } from './schemas/confirmation-settings.ts';
export { MAX_EMBED_ORIGINS } from './schemas/embed.ts';
export { EVENT_TYPE_DESCRIPTION_MAX_LENGTH } from './schemas/event-types.ts';
export { INSIGHTS_MAX_DAYS } from './schemas/insights.ts';
export { MAX_BOOKING_TIMES_PER_HOUR } from './schemas/preferences.ts';
export { ABOUT_MAX_LENGTH, NAME_MAX_LENGTH } from './schemas/profile.ts';
export {
  MAX_ANY_OF_VALUES,
  MAX_CONDITIONS,
  MAX_ROUTES,
  MAX_ROUTING_FORMS_PER_USER,
  ROUTE_MESSAGE_MAX_LENGTH,
  ROUTING_FORM_DESCRIPTION_MAX_LENGTH,
  ROUTING_FORM_NAME_MAX_LENGTH,
} from './schemas/routing-forms.ts';
export {
  MAX_DYNAMIC_USERS,
  MAX_HOST_PRIORITY,
  MAX_HOST_WEIGHT,
  MAX_TEAM_HOSTS,
  MIN_HOST_PRIORITY,
  MIN_HOST_WEIGHT,
} from './schemas/team-event-types.ts';
export {
  MAX_PENDING_TEAM_INVITES,
  MAX_TEAMS_PER_USER,
  MAX_TEAM_MEMBERS,
  TEAM_INVITES_PER_HOUR,
  TEAM_NAME_MAX_LENGTH,
} from './schemas/teams.ts';
export { MAX_WEBHOOKS_PER_USER, WEBHOOK_URL_MAX_LENGTH } from './schemas/webhooks.ts';
export {
  MAX_WORKFLOWS_PER_USER,
  MAX_WORKFLOW_ACTIONS,
  WORKFLOW_BODY_MAX_LENGTH,
  WORKFLOW_SUBJECT_MAX_LENGTH,
} from './schemas/workflows.ts';
export { SLUG_MAX_LENGTH } from './slug.ts';
export { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './username.ts';
export {
  MAX_RECURRENCE_INTERVAL,
  MAX_RECURRENCE_OCCURRENCES,
  MIN_RECURRENCE_OCCURRENCES,
} from './schemas/recurrence.ts';
