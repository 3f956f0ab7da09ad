import * as z from 'zod/mini';
import { FIELD_NAME_PATTERN } from './booking-fields.ts';
import { isOwnKey, ownValue } from '../own.ts';
import { multiLine, oneLine } from '../text.ts';

/**
 * Workflows (issue 28, ADR 027): emails a host has sent around their bookings (reminders, thank-yous,
 * notices), each a subject and a body written with variables (`{{event_name}}`), planned in the outbox.
 */

export const WORKFLOW_TRIGGERS = ['before_start', 'after_end', 'booked', 'cancelled', 'rescheduled'] as const;
export type WorkflowTriggerKind = (typeof WORKFLOW_TRIGGERS)[number];
/** The triggers at a set time from the event, planned ahead and re-planned when the booking or workflow changes. */
export const TIMED_TRIGGERS: readonly WorkflowTriggerKind[] = ['before_start', 'after_end'];
export const isTimed = (kind: string) => (TIMED_TRIGGERS as readonly string[]).includes(kind);

export const WORKFLOW_RECIPIENTS = ['host', 'invitee', 'address'] as const;
export type WorkflowRecipient = (typeof WORKFLOW_RECIPIENTS)[number];

export const MAX_WORKFLOWS_PER_USER = 50;
export const MAX_WORKFLOW_ACTIONS = 5;
export const WORKFLOW_NAME_MAX_LENGTH = 100;
export const WORKFLOW_SUBJECT_MAX_LENGTH = 200;
export const WORKFLOW_BODY_MAX_LENGTH = 5000;
/** 30 days: the longest "before" or "after" a workflow may be set to. */
export const MAX_WORKFLOW_OFFSET_MINUTES = 30 * 24 * 60;
export const MAX_WORKFLOW_EVENT_TYPES = 100;
/** How many of a workflow's deliveries its history shows. */
export const WORKFLOW_HISTORY_LENGTH = 50;

/** The API's paths (under /api). */
export const workflowsApi = {
  list: '/workflows',
  one: (id: string) => `/workflows/${encodeURIComponent(id)}`,
  deliveries: (id: string) => `/workflows/${encodeURIComponent(id)}/deliveries`,
} as const;

/** The labels of the editor's choices and the screens' texts. */
export const WORKFLOW_TRIGGER_LABELS: Record<WorkflowTriggerKind, string> = {
  before_start: 'Before the event starts',
  after_end: 'After the event ends',
  booked: 'When booked',
  cancelled: 'When cancelled',
  rescheduled: 'When rescheduled',
};
export const WORKFLOW_RECIPIENT_LABELS: Record<WorkflowRecipient, string> = {
  host: 'Email the host',
  invitee: 'Email the invitee and guests',
  address: 'Email a fixed address',
};
export const DELIVERY_STATE_LABELS = {
  sent: 'Sent',
  failed: 'Failed',
  dropped: 'Dropped',
  scheduled: 'Scheduled',
} as const;

export const workflowScreen = {
  title: 'Workflows',
  description: 'Emails sent around your bookings: reminders before, thank-yous after, notices when they change.',
  newWorkflow: 'New workflow',
  startFrom: 'Start from a template',
  empty: 'No workflows yet. Start from a template or make your own.',
  loading: 'Loading workflows',
  loadFailed: 'Could not load your workflows.',
  listLabel: 'Your workflows',
  editTitle: 'Edit workflow',
  details: 'Trigger and emails',
  newTitle: 'New workflow',
  back: 'All workflows',
  name: 'Name',
  trigger: 'When',
  amount: 'How long',
  unit: 'Unit',
  eventTypes: 'Event types',
  allEventTypes: 'All event types',
  chosenEventTypes: 'Only the ones I choose',
  noEventTypes: 'You have no event types yet.',
  eventTypesFailed: 'Could not load your event types.',
  emails: 'Emails',
  emailNumber: (n: number) => `Email ${n}`,
  addEmail: 'Add an email',
  removeEmail: 'Remove this email',
  recipient: 'Send to',
  address: 'Address',
  subject: 'Subject',
  body: 'Text',
  variablesHint: 'Variables:',
  answerHint: 'and {{answer.<question name>}} for an answer.',
  preview: 'Preview with a sample booking',
  save: 'Save workflow',
  saving: 'Saving...',
  cancel: 'Cancel',
  active: 'On',
  off: 'Off',
  duplicate: 'Duplicate',
  edit: 'Edit',
  remove: 'Delete',
  deleteTitle: 'Delete this workflow?',
  deleteDescription: 'Its scheduled emails are not sent. This cannot be undone.',
  history: 'History',
  historyEmpty: 'Nothing sent or planned yet. Its emails appear here once bookings call for them.',
  historyFailed: 'Could not load the history.',
  historyLoading: 'Loading the history',
  notFound: 'This workflow does not exist, or is not yours.',
  tryAgain: 'Please try again.',
} as const;

/** '24 hours before the event starts', 'When booked': a workflow's trigger in a line. */
export function triggerSummary(trigger: { kind: WorkflowTriggerKind; offsetMinutes?: number }): string {
  if (!isTimed(trigger.kind)) return WORKFLOW_TRIGGER_LABELS[trigger.kind];
  const m = trigger.offsetMinutes ?? 0;
  const [n, unit] = m % 1440 === 0 ? [m / 1440, 'day'] : m % 60 === 0 ? [m / 60, 'hour'] : [m, 'minute'];
  const amount = `${n} ${unit}${n === 1 ? '' : 's'}`;
  return trigger.kind === 'before_start' ? `${amount} before the event starts` : `${amount} after the event ends`;
}

/** The variables a subject or body may use, with what each stands for (the editor lists them). */
export const WORKFLOW_VARIABLES = {
  event_name: 'The event’s name',
  start: 'When it starts, in the recipient’s time zone',
  end: 'When it ends, in the recipient’s time zone',
  time_zone: 'The recipient’s time zone',
  invitee_name: 'The invitee’s name',
  host_name: 'The host’s name',
  location: 'Where it takes place',
  meeting_link: 'The link to join the video meeting (empty when there is none)',
  meeting_details: 'The video meeting’s passcode and dial-in, one per line (empty when there are none)',
  manage_link: 'The link to reschedule or cancel',
} as const;
export type WorkflowVariable = keyof typeof WORKFLOW_VARIABLES;
/** `{{answer.<question name>}}`: the invitee's answer to that booking question. */
export const ANSWER_VARIABLE_PREFIX = 'answer.';

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names in `{{…}}` a text uses that are neither a variable nor a well-formed answer, in order, once each. */
export function unknownVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name = ''] of text.matchAll(VARIABLE)) {
    if (isOwnKey(WORKFLOW_VARIABLES, name)) continue;
    if (name.startsWith(ANSWER_VARIABLE_PREFIX) && FIELD_NAME_PATTERN.test(name.slice(ANSWER_VARIABLE_PREFIX.length)))
      continue;
    unknown.add(name);
  }
  return [...unknown];
}

/** What the variables of one email stand for: already text (the caller formats times in the recipient's zone). */
export type WorkflowValues = Record<WorkflowVariable, string> & { answers: Record<string, string> };

/** Any C0/C1 control, line breaks included: none may reach a subject (a header). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * A text with its variables replaced by their values, as plain text: the HTML of an email escapes
 * all of it, and a subject has every line break of a value made a space, so no value can add markup
 * or a header (docs/product.md#workflows).
 */
export function renderWorkflowText(text: string, values: WorkflowValues, kind: 'subject' | 'body'): string {
  const rendered = text.replace(VARIABLE, (whole, name: string) => {
    const value = name.startsWith(ANSWER_VARIABLE_PREFIX)
      ? (ownValue(values.answers, name.slice(ANSWER_VARIABLE_PREFIX.length)) ?? '')
      : isOwnKey(WORKFLOW_VARIABLES, name)
        ? values[name]
        : whole;
    return kind === 'subject' ? value.replace(ANY_CONTROL, ' ') : value;
  });
  return kind === 'subject' ? rendered.replace(ANY_CONTROL, ' ').trim() : rendered;
}

export const workflowMessages = {
  nameRequired: 'Enter a name for the workflow.',
  nameTooLong: `The name must be at most ${WORKFLOW_NAME_MAX_LENGTH} characters.`,
  offsetRequired: 'Enter how long before or after.',
  offsetRange: 'Choose a time between 1 minute and 30 days.',
  actionsRequired: 'Add at least one email.',
  tooManyActions: `A workflow sends at most ${MAX_WORKFLOW_ACTIONS} emails.`,
  subjectRequired: 'Enter a subject.',
  subjectTooLong: `The subject must be at most ${WORKFLOW_SUBJECT_MAX_LENGTH} characters.`,
  bodyRequired: 'Enter the email’s text.',
  bodyTooLong: `The text must be at most ${WORKFLOW_BODY_MAX_LENGTH} characters.`,
  addressRequired: 'Enter the address to email.',
  addressInvalid: 'Enter a valid email address, like team@example.com.',
  unknownVariables: (names: string[]) =>
    `Unknown variable${names.length === 1 ? '' : 's'}: ${names.map((n) => `{{${n}}}`).join(', ')}.`,
  eventTypeUnknown: 'One of the chosen event types does not exist.',
  notFound: 'Workflow not found',
  tooMany: `You can have at most ${MAX_WORKFLOWS_PER_USER} workflows.`,
  created: 'Workflow created',
  saved: 'Workflow saved',
  deleted: 'Workflow deleted',
  duplicated: 'Workflow duplicated',
  copyName: (name: string) => `${name} (copy)`.slice(0, WORKFLOW_NAME_MAX_LENGTH),
} as const;

/** Why a delivery was dropped or failed, as its history says it. */
export const workflowReasons = {
  bookingCancelled: 'The booking was cancelled.',
  requestDeclined: 'The request was declined.',
  notConfirmed: 'The booking is not confirmed.',
  bookingGone: 'The booking no longer exists.',
  workflowOff: 'The workflow was switched off.',
  noLongerApplies: 'The workflow no longer applies to this booking.',
  tooLate: 'Its time passed while no server was running, and the event had already started.',
  tooLateAfter: 'Its time passed more than a day ago while no server was running.',
  mailCap: 'The recipient reached the per-recipient mail limit for a day.',
  mailFailed: (detail: string) => `The mail server did not take it: ${detail}`,
} as const;

const withVariables = (max: number, required: string, tooLong: string, lines: 'one' | 'multi') =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    lines === 'one' ? oneLine() : multiLine(),
    z.superRefine((text, ctx) => {
      const unknown = unknownVariables(text);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: workflowMessages.unknownVariables(unknown) });
    }),
  );

export const WorkflowActionSchema = z
  .object({
    to: z.enum(WORKFLOW_RECIPIENTS),
    address: z.optional(z.string().check(z.trim(), z.maxLength(254, workflowMessages.addressInvalid), oneLine())),
    subject: withVariables(
      WORKFLOW_SUBJECT_MAX_LENGTH,
      workflowMessages.subjectRequired,
      workflowMessages.subjectTooLong,
      'one',
    ),
    body: withVariables(WORKFLOW_BODY_MAX_LENGTH, workflowMessages.bodyRequired, workflowMessages.bodyTooLong, 'multi'),
  })
  .check(
    z.superRefine((action, ctx) => {
      if (action.to !== 'address') return;
      if (!action.address)
        ctx.addIssue({ code: 'custom', message: workflowMessages.addressRequired, path: ['address'] });
      else if (!z.email().safeParse(action.address).success)
        ctx.addIssue({ code: 'custom', message: workflowMessages.addressInvalid, path: ['address'] });
    }),
  );
export type WorkflowAction = z.infer<typeof WorkflowActionSchema>;

export const WorkflowTriggerSchema = z
  .object({
    kind: z.enum(WORKFLOW_TRIGGERS),
    offsetMinutes: z.optional(z.number().check(z.int(workflowMessages.offsetRange))),
  })
  .check(
    z.superRefine((trigger, ctx) => {
      if (!isTimed(trigger.kind)) return;
      const offset = trigger.offsetMinutes;
      if (offset === undefined)
        ctx.addIssue({ code: 'custom', message: workflowMessages.offsetRequired, path: ['offsetMinutes'] });
      else if (offset < 1 || offset > MAX_WORKFLOW_OFFSET_MINUTES)
        ctx.addIssue({ code: 'custom', message: workflowMessages.offsetRange, path: ['offsetMinutes'] });
    }),
  );
export type WorkflowTrigger = z.infer<typeof WorkflowTriggerSchema>;

const IdSchema = z.string().check(z.minLength(1), z.maxLength(64), oneLine());

/** POST /api/workflows, and the editor's form. */
export const WorkflowInputSchema = z.object({
  name: z
    .string({ error: workflowMessages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, workflowMessages.nameRequired),
      z.maxLength(WORKFLOW_NAME_MAX_LENGTH, workflowMessages.nameTooLong),
      oneLine(),
    ),
  active: z._default(z.boolean(), true),
  trigger: WorkflowTriggerSchema,
  /** Empty: every event type of the host, today's and tomorrow's. */
  eventTypeIds: z._default(z.array(IdSchema).check(z.maxLength(MAX_WORKFLOW_EVENT_TYPES)), []),
  actions: z
    .array(WorkflowActionSchema)
    .check(
      z.minLength(1, workflowMessages.actionsRequired),
      z.maxLength(MAX_WORKFLOW_ACTIONS, workflowMessages.tooManyActions),
    ),
});
export type WorkflowInput = z.input<typeof WorkflowInputSchema>;
export type WorkflowInputParsed = z.infer<typeof WorkflowInputSchema>;

/** PATCH /api/workflows/:id: any of the fields (`{active: false}` switches it off). */
export const WorkflowPatchSchema = z.partial(WorkflowInputSchema);
export type WorkflowPatch = z.infer<typeof WorkflowPatchSchema>;

export const WorkflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  trigger: z.object({ kind: z.enum(WORKFLOW_TRIGGERS), offsetMinutes: z.optional(z.number()) }),
  eventTypeIds: z.array(z.string()),
  actions: z.array(
    z.object({
      to: z.enum(WORKFLOW_RECIPIENTS),
      address: z.optional(z.string()),
      subject: z.string(),
      body: z.string(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof WorkflowSchema>;
export const WorkflowListSchema = z.object({ items: z.array(WorkflowSchema) });
export type WorkflowList = z.infer<typeof WorkflowListSchema>;
export const WorkflowIdParamsSchema = z.object({ id: IdSchema });

export const DELIVERY_STATES = ['sent', 'failed', 'dropped', 'scheduled'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const WorkflowDeliverySchema = z.object({
  bookingUid: z.string(),
  to: z.string(),
  dueAt: z.string(),
  sentAt: z.nullable(z.string()),
  state: z.enum(DELIVERY_STATES),
  reason: z.optional(z.string()),
});
export type WorkflowDelivery = z.infer<typeof WorkflowDeliverySchema>;
export const WorkflowDeliveryListSchema = z.object({ items: z.array(WorkflowDeliverySchema) });
export type WorkflowDeliveryList = z.infer<typeof WorkflowDeliveryListSchema>;

/** The templates a new workflow may start from (the list's "New from template"). */
export const WORKFLOW_TEMPLATES: { id: string; label: string; workflow: WorkflowInputParsed }[] = [
  {
    id: 'reminder-24h',
    label: 'Reminder 24 h before',
    workflow: {
      name: 'Reminder 24 h before',
      active: true,
      trigger: { kind: 'before_start', offsetMinutes: 24 * 60 },
      eventTypeIds: [],
      actions: [
        {
          to: 'invitee',
          subject: 'Reminder: {{event_name}} with {{host_name}} tomorrow',
          body: 'Hi {{invitee_name}},\n\nThis is a reminder of {{event_name}} with {{host_name}}.\n\nWhen: {{start}} – {{end}} ({{time_zone}})\nWhere: {{location}}\n\nNeed to change it? {{manage_link}}',
        },
      ],
    },
  },
  {
    id: 'reminder-1h',
    label: 'Reminder 1 h before',
    workflow: {
      name: 'Reminder 1 h before',
      active: true,
      trigger: { kind: 'before_start', offsetMinutes: 60 },
      eventTypeIds: [],
      actions: [
        {
          to: 'invitee',
          subject: 'Starting soon: {{event_name}} with {{host_name}}',
          body: 'Hi {{invitee_name}},\n\n{{event_name}} with {{host_name}} starts in an hour, at {{start}} ({{time_zone}}).\nWhere: {{location}}\n\nNeed to change it? {{manage_link}}',
        },
      ],
    },
  },
  {
    id: 'thank-you',
    label: 'Thank you after',
    workflow: {
      name: 'Thank you after',
      active: true,
      trigger: { kind: 'after_end', offsetMinutes: 60 },
      eventTypeIds: [],
      actions: [
        {
          to: 'invitee',
          subject: 'Thank you for {{event_name}}',
          body: 'Hi {{invitee_name}},\n\nThank you for your time at {{event_name}}.\n\n— {{host_name}}',
        },
      ],
    },
  },
];

/** The sample booking the editor's preview renders. */
export const SAMPLE_WORKFLOW_VALUES: WorkflowValues = {
  event_name: '30 min meeting',
  start: 'Tuesday, March 30, 2027 at 9:00 AM',
  end: '9:30 AM',
  time_zone: 'Europe/Berlin',
  invitee_name: 'Ada Lovelace',
  host_name: 'Grace Hopper',
  location: 'https://meet.jit.si/kairos-sample',
  meeting_link: 'https://meet.jit.si/kairos-sample',
  // As stored (src-shared/meeting-details.ts): the editor says the labels in the host's language.
  meeting_details: 'Passcode: 482913\nDial in: +1 646 558 8656',
  manage_link: 'https://kairos.example/booking/sample',
  answers: {},
};
