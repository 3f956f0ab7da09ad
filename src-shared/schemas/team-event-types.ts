import * as z from 'zod/mini';
import { oneLine } from '../text.ts';
import { BookingSettingsInputSchema } from './availability.ts';
import { BookingCreatedSchema } from './bookings.ts';
import { EventTypeDetailSchema, EventTypeWriteSchema } from './event-type-settings.ts';
import { EventTypeInputSchema } from './event-types.ts';

/** A team event type's hosts (issue 29, ADR 029). */
export const MIN_TEAM_HOSTS = 1;
export const MAX_TEAM_HOSTS = 50;
export const MIN_HOST_WEIGHT = 1;
export const MAX_HOST_WEIGHT = 100;
/** Priority 0 (lowest) … 4 (highest); 2 is medium, the default. */
export const MIN_HOST_PRIORITY = 0;
export const MAX_HOST_PRIORITY = 4;
export const DEFAULT_HOST_PRIORITY = 2;
/** The most users one dynamic group link (`/{a}+{b}`) may name. */
export const MAX_DYNAMIC_USERS = 10;
/** A dynamic group link without an event slug books this long. */
export const DYNAMIC_DEFAULT_DURATION = 30;

export const teamEventTypeMessages = {
  hostsRequired: 'Choose at least one host.',
  tooManyHosts: `A team event type has at most ${MAX_TEAM_HOSTS} hosts.`,
  hostTwice: 'Each host can be chosen once.',
  hostNotMember: 'Every host must be a member of the team.',
  weightRange: `Weight must be a whole number between ${MIN_HOST_WEIGHT} and ${MAX_HOST_WEIGHT}.`,
  priorityRange: `Priority must be a whole number between ${MIN_HOST_PRIORITY} and ${MAX_HOST_PRIORITY}.`,
  schedulingType: 'Choose collective or round-robin.',
  slugTaken: 'The team already has an event type with this URL slug. Choose another one.',
  notFound: 'Event type not found',
  teamNotFound: 'Team not found',
  /** A member (not an owner or admin) acting on a team booking they may see (the public API's team routes). */
  bookingsRole: 'Only an owner or admin of the team can change its bookings.',
  /** Seats and requests the host confirms are a personal event type's (ADR 029). */
  noSeats: 'Seats are not offered for team event types.',
  noConfirmation: 'Team event types cannot require confirmation.',
  /** An unknown, hidden or not opted-in user of a dynamic link: the same as an unknown username. */
  tooManyUsers: `A group link names at most ${MAX_DYNAMIC_USERS} people.`,
} as const;

/** Every API path of team event types, relative to API_BASE ('/api'). */
export const teamEventTypesApi = {
  /** GET the list (any member), POST a new one (owner or admin). */
  list: (teamId: string) => `/teams/${encodeURIComponent(teamId)}/event-types`,
  /** GET, PATCH, DELETE one (owner or admin). */
  one: (teamId: string, id: string) => `/teams/${encodeURIComponent(teamId)}/event-types/${encodeURIComponent(id)}`,
} as const;

/** The words of the team event types screen. */
export const teamEventTypeScreen = {
  title: 'Team event types',
  description: 'Event types the team books together: everyone at once, or one host in turn.',
  newEventType: 'New team event type',
  editEventType: 'Edit team event type',
  listLabel: 'Team event types',
  loading: 'Loading team event types',
  loadFailed: 'The team event types could not be loaded.',
  empty: 'No team event types yet. Create one to let people book the team.',
  notFound: 'This team does not exist, or you are not one of its members.',
  kind: 'How hosts share bookings',
  collective: 'Collective',
  collectiveHint: 'Every host attends; a time is open only when all of them are free.',
  roundRobin: 'Round-robin',
  roundRobinHint: 'One host per booking, chosen in turn among those free.',
  hosts: 'Hosts',
  weight: 'Weight',
  priority: 'Priority',
  fixed: 'Attends every booking',
  priorityNames: ['Lowest', 'Low', 'Medium', 'High', 'Highest'] as const,
  save: 'Save',
  create: 'Create',
  saved: 'Team event type saved',
  saveFailed: 'The team event type could not be saved. Please try again.',
  deleted: 'Team event type deleted',
  deleteFailed: 'The team event type could not be deleted.',
  deleteTitle: 'Delete this team event type?',
  deleteText: 'Its page stops taking bookings. Bookings already made stay.',
  membersCannotEdit: 'Only the team’s owners and admins can change its event types.',
  openPage: 'Open booking page',
} as const;

export const SchedulingTypeSchema = z.enum(['collective', 'round_robin'], {
  error: teamEventTypeMessages.schedulingType,
});
export type SchedulingType = z.infer<typeof SchedulingTypeSchema>;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

export const TeamHostInputSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
  weight: z._default(whole(MIN_HOST_WEIGHT, MAX_HOST_WEIGHT, teamEventTypeMessages.weightRange), 1),
  priority: z._default(
    whole(MIN_HOST_PRIORITY, MAX_HOST_PRIORITY, teamEventTypeMessages.priorityRange),
    DEFAULT_HOST_PRIORITY,
  ),
  /** Attends every booking of a round-robin event type. */
  fixed: z._default(z.boolean(), false),
});
export type TeamHostInput = z.infer<typeof TeamHostInputSchema>;

const HostsInputSchema = z.array(TeamHostInputSchema).check(
  z.minLength(MIN_TEAM_HOSTS, teamEventTypeMessages.hostsRequired),
  z.maxLength(MAX_TEAM_HOSTS, teamEventTypeMessages.tooManyHosts),
  z.refine((hosts) => new Set(hosts.map((h) => h.userId)).size === hosts.length, teamEventTypeMessages.hostTwice),
);

/** Seats and confirmation stay a personal event type's: the rest of the booking settings apply as they are. */
const TeamBookingSettingsInputSchema = BookingSettingsInputSchema.check(
  z.refine((s) => s.seats === null, { message: teamEventTypeMessages.noSeats, path: ['seats'] }),
  z.refine((s) => !s.requiresConfirmation, {
    message: teamEventTypeMessages.noConfirmation,
    path: ['requiresConfirmation'],
  }),
);

/**
 * POST /api/teams/:id/event-types: the details, locations and questions of a personal event type
 * (the same schema), its kind, its hosts, and optionally its booking settings and visibility.
 */
export const TeamEventTypeWriteSchema = z.extend(EventTypeWriteSchema, {
  schedulingType: SchedulingTypeSchema,
  hosts: HostsInputSchema,
  bookingSettings: z.optional(TeamBookingSettingsInputSchema),
  isVisible: z.optional(z.boolean()),
});
export type TeamEventTypeWrite = z.infer<typeof TeamEventTypeWriteSchema>;
export type TeamEventTypeWriteValues = z.input<typeof TeamEventTypeWriteSchema>;

const { name, slug, description, duration } = EventTypeInputSchema.shape;
const { locations, bookingFields } = EventTypeWriteSchema.shape;

/** PATCH /api/teams/:id/event-types/:eventTypeId: what is given changes, the rest stays. */
export const TeamEventTypePatchSchema = z.object({
  name: z.optional(name),
  slug: z.optional(slug),
  description: z.optional(description.def.innerType),
  duration: z.optional(duration.def.innerType),
  locations,
  bookingFields,
  schedulingType: z.optional(SchedulingTypeSchema),
  hosts: z.optional(HostsInputSchema),
  bookingSettings: z.optional(TeamBookingSettingsInputSchema),
  isVisible: z.optional(z.boolean()),
});
export type TeamEventTypePatch = z.infer<typeof TeamEventTypePatchSchema>;

export const TeamHostSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  weight: z.number(),
  priority: z.number(),
  fixed: z.boolean(),
});
export type TeamHost = z.infer<typeof TeamHostSchema>;

/** A team event type as its team's members see it. */
export const TeamEventTypeSchema = z.extend(EventTypeDetailSchema, {
  teamId: z.string(),
  schedulingType: SchedulingTypeSchema,
  hosts: z.array(TeamHostSchema),
});
export type TeamEventType = z.infer<typeof TeamEventTypeSchema>;

/** A member the event type may be hosted by (the host picker's list). */
export const TeamMemberOptionSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export type TeamMemberOption = z.infer<typeof TeamMemberOptionSchema>;

/** GET /api/teams/:id/event-types: the team's event types, and its members to choose hosts from. */
export const TeamEventTypeListSchema = z.object({
  items: z.array(TeamEventTypeSchema),
  members: z.array(TeamMemberOptionSchema),
  /** The caller's role: owners and admins may change the event types. */
  role: z.enum(['owner', 'admin', 'member']),
  /** The team's name and slug (its booking pages are /team/{slug}/{event slug}). */
  team: z.object({ name: z.string(), slug: z.string() }),
});
export type TeamEventTypeList = z.infer<typeof TeamEventTypeListSchema>;

export const TeamIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()) });
export const TeamEventTypeParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
  eventTypeId: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
});

export const PublicTeamEventParamsSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(100)),
  eventSlug: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** A dynamic group link's users ('alice+bob') and, optionally, the first user's event slug. */
export const DynamicGroupParamsSchema = z.object({
  users: z.string().check(z.minLength(3), z.maxLength(1100)),
  slug: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

/**
 * A team or group booking's answer: the personal booking's, plus who attends as host (names only;
 * never who else was considered).
 */
export const TeamBookingCreatedSchema = z.extend(BookingCreatedSchema, {
  hosts: z.array(z.object({ name: z.string() })),
});
export type TeamBookingCreated = z.infer<typeof TeamBookingCreatedSchema>;
