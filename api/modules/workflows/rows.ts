import * as z from 'zod/mini';
import {
  WORKFLOW_RECIPIENTS,
  WORKFLOW_TRIGGERS,
  type Workflow,
  type WorkflowAction,
  type WorkflowTriggerKind,
  isTimed,
} from '#shared/schemas/workflows.ts';

/** A workflow's row as stored: the event types and the actions as JSON text (checked on the way in). */
export interface WorkflowRow {
  id: string;
  userId: string;
  name: string;
  active: boolean;
  triggerKind: string;
  offsetMinutes: number;
  eventTypeIds: string;
  actions: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A workflow as the planner and the sender read it. */
export interface StoredWorkflow {
  id: string;
  userId: string;
  name: string;
  active: boolean;
  trigger: WorkflowTriggerKind;
  offsetMinutes: number;
  eventTypeIds: string[];
  actions: WorkflowAction[];
}

const StoredActionsSchema = z.array(
  z.object({
    to: z.enum(WORKFLOW_RECIPIENTS),
    address: z.optional(z.string()),
    subject: z.string(),
    body: z.string(),
  }),
);
const StoredIdsSchema = z.array(z.string());

function readJson<T>(text: string, schema: z.ZodMiniType<T>, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** The row read defensively: broken JSON reads as no actions (nothing is sent) rather than a 500. */
export function storedWorkflow(row: WorkflowRow): StoredWorkflow {
  const trigger = (WORKFLOW_TRIGGERS as readonly string[]).includes(row.triggerKind)
    ? (row.triggerKind as WorkflowTriggerKind)
    : 'booked';
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    active: row.active,
    trigger,
    offsetMinutes: row.offsetMinutes,
    eventTypeIds: readJson(row.eventTypeIds, StoredIdsSchema, []),
    actions: readJson(row.actions, StoredActionsSchema, []),
  };
}

/** The API's view of a workflow. */
export function workflowView(row: WorkflowRow): Workflow {
  const stored = storedWorkflow(row);
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    trigger: isTimed(stored.trigger)
      ? { kind: stored.trigger, offsetMinutes: stored.offsetMinutes }
      : { kind: stored.trigger },
    eventTypeIds: stored.eventTypeIds,
    actions: stored.actions.map((a) => (a.to === 'address' ? a : { to: a.to, subject: a.subject, body: a.body })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a workflow covers bookings of this event type (none chosen: all of them). */
export const coversEventType = (workflow: StoredWorkflow, eventTypeId: string | null) =>
  workflow.eventTypeIds.length === 0 || (eventTypeId !== null && workflow.eventTypeIds.includes(eventTypeId));
