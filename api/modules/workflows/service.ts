import type { Db, Tx } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  MAX_WORKFLOWS_PER_USER,
  WORKFLOW_HISTORY_LENGTH,
  type Workflow,
  type WorkflowDelivery,
  type WorkflowInputParsed,
  type WorkflowPatch,
  isTimed,
  workflowMessages,
} from '#shared/schemas/workflows.ts';
import { planWorkflow, retireWorkflowJobs } from './plan.ts';
import { type WorkflowRow, storedWorkflow, workflowView } from './rows.ts';

/** The stored columns of a workflow's input. */
function columns(input: Omit<WorkflowInputParsed, 'name' | 'active'>) {
  return {
    triggerKind: input.trigger.kind,
    offsetMinutes: isTimed(input.trigger.kind) ? (input.trigger.offsetMinutes ?? 0) : 0,
    eventTypeIds: JSON.stringify([...new Set(input.eventTypeIds)]),
    actions: JSON.stringify(
      input.actions.map((a) => (a.to === 'address' ? a : { to: a.to, subject: a.subject, body: a.body })),
    ),
  };
}

const STATES = new Set(['sent', 'failed', 'dropped', 'scheduled']);

/**
 * A host's workflows (issue 28, ADR 027). Every write locks the host's row first (one lock order) and
 * re-plans the workflow's future reminders in the same transaction, so what is scheduled always
 * matches the workflow as saved.
 */
export function createWorkflowsService(deps: { db: Db; now: () => number }) {
  const { db, now } = deps;

  async function owned(tx: Tx | Db, userId: string, id: string): Promise<WorkflowRow> {
    const row = await tx.workflow.findFirst({ where: { id, userId } });
    if (!row) throw httpErrors.notFound(workflowMessages.notFound);
    return row;
  }

  /** Every chosen event type must be the host's own. */
  async function checkEventTypes(tx: Tx, userId: string, ids: string[]) {
    if (ids.length === 0) return;
    const found = await tx.eventType.count({ where: { userId, id: { in: [...new Set(ids)] } } });
    if (found !== new Set(ids).size) throw httpErrors.badRequest(workflowMessages.eventTypeUnknown);
  }

  return {
    async list(userId: string): Promise<Workflow[]> {
      const rows = await db.workflow.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      return rows.map(workflowView);
    },

    async get(userId: string, id: string): Promise<Workflow> {
      return workflowView(await owned(db, userId, id));
    },

    async create(userId: string, input: WorkflowInputParsed): Promise<Workflow> {
      return writeAsUser(db, userId, async (tx) => {
        if ((await tx.workflow.count({ where: { userId } })) >= MAX_WORKFLOWS_PER_USER)
          throw httpErrors.conflict(workflowMessages.tooMany);
        await checkEventTypes(tx, userId, input.eventTypeIds);
        const row = await tx.workflow.create({
          data: { userId, name: input.name, active: input.active, ...columns(input) },
        });
        await planWorkflow(tx, storedWorkflow(row), now());
        return workflowView(row);
      });
    },

    async update(userId: string, id: string, patch: WorkflowPatch): Promise<Workflow> {
      return writeAsUser(db, userId, async (tx) => {
        const current = storedWorkflow(await owned(tx, userId, id));
        const merged = {
          trigger: patch.trigger ?? {
            kind: current.trigger,
            ...(isTimed(current.trigger) ? { offsetMinutes: current.offsetMinutes } : {}),
          },
          eventTypeIds: patch.eventTypeIds ?? current.eventTypeIds,
          actions: patch.actions ?? current.actions,
        };
        if (patch.eventTypeIds) await checkEventTypes(tx, userId, patch.eventTypeIds);
        const row = await tx.workflow.update({
          where: { id },
          data: {
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.active !== undefined ? { active: patch.active } : {}),
            ...columns(merged),
          },
        });
        await planWorkflow(tx, storedWorkflow(row), now());
        return workflowView(row);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      await writeAsUser(db, userId, async (tx) => {
        await owned(tx, userId, id);
        await retireWorkflowJobs(tx, id, now());
        await tx.workflow.delete({ where: { id } });
      });
    },

    /** The latest deliveries, the most recent instant first (scheduled ones included). */
    async deliveries(userId: string, id: string): Promise<WorkflowDelivery[]> {
      await owned(db, userId, id);
      const rows = await db.workflowReminder.findMany({
        where: { workflowId: id },
        orderBy: [{ dueAt: 'desc' }, { id: 'desc' }],
        take: WORKFLOW_HISTORY_LENGTH,
      });
      return rows.map((r) => ({
        bookingUid: r.bookingUid,
        to: r.recipient,
        dueAt: r.dueAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        state: (STATES.has(r.state) ? r.state : 'failed') as WorkflowDelivery['state'],
        ...(r.reason ? { reason: r.reason } : {}),
      }));
    },
  };
}
