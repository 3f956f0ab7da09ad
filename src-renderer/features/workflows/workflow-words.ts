import type { workflowsTexts } from '#shared/i18n/app/workflows.ts';
import {
  type DeliveryState,
  SAMPLE_WORKFLOW_VALUES,
  WORKFLOW_TEMPLATES,
  type WorkflowRecipient,
  type WorkflowTriggerKind,
  type WorkflowValues,
  isTimed,
  workflowReasons,
} from '#shared/schemas/workflows.ts';
import { sayMeetingDetails } from '#shared/meeting-details.ts';
import { activeLocale, t } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/workflows.ts';

/**
 * The workflows' words in the active locale (ADR 035), for the labels the shared schema keeps in
 * English. Each is called while rendering.
 */
type WorkflowsKey = keyof typeof workflowsTexts;

const triggerWords: Record<WorkflowTriggerKind, WorkflowsKey> = {
  before_start: 'workflows.triggerBeforeStart',
  after_end: 'workflows.triggerAfterEnd',
  booked: 'workflows.triggerBooked',
  cancelled: 'workflows.triggerCancelled',
  rescheduled: 'workflows.triggerRescheduled',
};

const recipientWords: Record<WorkflowRecipient, WorkflowsKey> = {
  host: 'workflows.recipientHost',
  invitee: 'workflows.recipientInvitee',
  address: 'workflows.recipientAddress',
};

const stateWords: Record<DeliveryState, WorkflowsKey> = {
  sent: 'workflows.stateSent',
  failed: 'workflows.stateFailed',
  dropped: 'workflows.stateDropped',
  scheduled: 'workflows.stateScheduled',
};

const templateWords: Record<string, WorkflowsKey> = {
  'reminder-24h': 'workflows.templateReminder24h',
  'reminder-1h': 'workflows.templateReminder1h',
  'thank-you': 'workflows.templateThankYou',
};

/** Why a delivery was dropped or failed, as the server said it in English, and its key here. */
const reasonWords = new Map<string, WorkflowsKey>([
  [workflowReasons.bookingCancelled, 'workflows.reasonBookingCancelled'],
  [workflowReasons.requestDeclined, 'workflows.reasonRequestDeclined'],
  [workflowReasons.notConfirmed, 'workflows.reasonNotConfirmed'],
  [workflowReasons.bookingGone, 'workflows.reasonBookingGone'],
  [workflowReasons.workflowOff, 'workflows.reasonWorkflowOff'],
  [workflowReasons.noLongerApplies, 'workflows.reasonNoLongerApplies'],
  [workflowReasons.tooLate, 'workflows.reasonTooLate'],
  [workflowReasons.tooLateAfter, 'workflows.reasonTooLateAfter'],
  [workflowReasons.mailCap, 'workflows.reasonMailCap'],
]);
const MAIL_FAILED = workflowReasons.mailFailed('');

export const triggerLabel = (kind: WorkflowTriggerKind) => tx(triggerWords[kind]);
export const recipientLabel = (to: WorkflowRecipient) => tx(recipientWords[to]);
export const deliveryStateLabel = (state: DeliveryState) => tx(stateWords[state]);

/** A template's name in the picker (a template the words do not know keeps its own). */
export function templateLabel(template: { id: string; label: string }): string {
  const key = templateWords[template.id];
  return key ? tx(key) : template.label;
}

/** The templates with their names in the active locale (the emails' texts stay as they are written). */
export function localTemplate(id: string | null) {
  const template = WORKFLOW_TEMPLATES.find((t) => t.id === id);
  if (!template) return undefined;
  return { ...template.workflow, name: templateLabel(template) };
}

/** '24 hours before the event starts', 'When booked': a workflow's trigger in a line (`triggerSummary`). */
export function triggerLine(trigger: { kind: WorkflowTriggerKind; offsetMinutes?: number }): string {
  if (!isTimed(trigger.kind)) return triggerLabel(trigger.kind);
  const m = trigger.offsetMinutes ?? 0;
  const before = trigger.kind === 'before_start';
  if (m % 1440 === 0) return tx(before ? 'workflows.daysBefore' : 'workflows.daysAfter', { count: m / 1440 });
  if (m % 60 === 0) return tx(before ? 'workflows.hoursBefore' : 'workflows.hoursAfter', { count: m / 60 });
  return tx(before ? 'workflows.minutesBefore' : 'workflows.minutesAfter', { count: m });
}

/** A delivery's reason in the active locale when Kairos wrote it; anything else as it came. */
export function reasonText(reason: string): string {
  const key = reasonWords.get(reason);
  if (key) return tx(key);
  if (reason.startsWith(MAIL_FAILED))
    return tx('workflows.reasonMailFailed', { detail: reason.slice(MAIL_FAILED.length) });
  return reason;
}

/** The sample booking's start: Tuesday, March 30, 2027, 9:00 in Berlin. */
const SAMPLE_START = Date.UTC(2027, 2, 30, 7, 0);
const SAMPLE_END = Date.UTC(2027, 2, 30, 7, 30);

/**
 * Who the sample booking is between: the signed-in host as the host, and a sample invitee who is not
 * them (a host named like the sample invitee would otherwise read their own name as the invitee's).
 */
function samplePeople(hostName: string | undefined): Pick<WorkflowValues, 'host_name' | 'invitee_name'> {
  const host = hostName?.trim() || SAMPLE_WORKFLOW_VALUES.host_name;
  const invitee =
    host === SAMPLE_WORKFLOW_VALUES.invitee_name
      ? SAMPLE_WORKFLOW_VALUES.host_name
      : SAMPLE_WORKFLOW_VALUES.invitee_name;
  return { host_name: host, invitee_name: invitee };
}

/** The sample booking the preview renders, its name and times in the active locale (English as it is). */
export function sampleValues(hostName?: string): WorkflowValues {
  const locale = activeLocale();
  const sample = (name: string | symbol) =>
    typeof name === 'string' ? tx('workflows.sampleAnswer', { name }) : undefined;
  // Every question has a sample answer of its own (rendering reads only own answers).
  const answers = new Proxy(
    {},
    {
      get: (_t, name) => sample(name),
      getOwnPropertyDescriptor: (_t, name) => ({ value: sample(name), configurable: true, enumerable: true }),
    },
  );
  const people = samplePeople(hostName);
  // The passcode and dial-in labels as the host's own emails say them.
  const meeting_details = sayMeetingDetails(SAMPLE_WORKFLOW_VALUES.meeting_details, (key) => t(key));
  if (locale === 'en') return { ...SAMPLE_WORKFLOW_VALUES, ...people, meeting_details, answers };
  const timeZone = SAMPLE_WORKFLOW_VALUES.time_zone;
  return {
    ...SAMPLE_WORKFLOW_VALUES,
    ...people,
    meeting_details,
    event_name: tx('workflows.sampleEventName'),
    start: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(SAMPLE_START),
    end: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(SAMPLE_END),
    answers,
  };
}
