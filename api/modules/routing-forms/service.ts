import type { Db, Tx } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { cursorAfter, encodeCursor } from '../../lib/cursor.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  MAX_ROUTING_FORMS_PER_USER,
  ROUTE_KINDS,
  type RoutingDefinition,
  type RoutingForm,
  type RoutingFormInputParsed,
  type RoutingFormPatch,
  type RoutingResponse,
  type RoutingResponseList,
  routingFormProblems,
  routingMessages,
} from '#shared/schemas/routing-forms.ts';
import { type RoutingFormRow, formView, readAnswers, storedForm } from './rows.ts';
import { checkEventTypeTargets } from './targets.ts';

/** The stored columns of a definition. */
const columns = (definition: RoutingDefinition) => ({
  fields: JSON.stringify(definition.fields),
  routes: JSON.stringify(definition.routes),
  fallback: JSON.stringify(definition.fallback),
});

/** A merged definition checked whole (a PATCH may change the questions a kept route names). */
function checkDefinition(definition: RoutingDefinition) {
  const problems = routingFormProblems(definition);
  if (problems.length === 0) return;
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.path.join('.')] ??= p.message;
  throw httpErrors.invalidFields(problems[0]!.message, fields);
}

export const RESPONSE_SELECT = {
  id: true,
  createdAt: true,
  answers: true,
  routeKind: true,
  routeLabel: true,
  routeIndex: true,
  booking: { select: { uid: true, title: true, startTime: true, status: true, inviteeName: true } },
} as const;

type ResponseRow = {
  id: string;
  createdAt: Date;
  answers: string;
  routeKind: string;
  routeLabel: string;
  routeIndex: number | null;
  booking: { uid: string; title: string; startTime: Date; status: string; inviteeName: string } | null;
};

export function responseView(row: ResponseRow): RoutingResponse {
  const kind = (ROUTE_KINDS as readonly string[]).includes(row.routeKind)
    ? (row.routeKind as RoutingResponse['route']['kind'])
    : 'message';
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    answers: readAnswers(row.answers),
    route: { kind, label: row.routeLabel, routeIndex: row.routeIndex },
    booking: row.booking
      ? {
          uid: row.booking.uid,
          title: row.booking.title,
          start: row.booking.startTime.toISOString(),
          status: row.booking.status,
          inviteeName: row.booking.inviteeName,
        }
      : null,
  };
}

/**
 * A host's routing forms (issue 30, ADR 033). Another host's form answers 404. Every write checks the
 * whole definition (questions, conditions against them, event types the owner may route to).
 */
export function createRoutingFormsService({ db }: { db: Db }) {
  async function owned(tx: Tx | Db, userId: string, id: string): Promise<RoutingFormRow> {
    const row = await tx.routingForm.findFirst({ where: { id, userId } });
    if (!row) throw httpErrors.notFound(routingMessages.notFound);
    return row;
  }

  const countOf = (formId: string) => db.routingResponse.count({ where: { formId } });

  return {
    owned,

    async list(userId: string): Promise<RoutingForm[]> {
      const rows = await db.routingForm.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      const counts = await db.routingResponse.groupBy({
        by: ['formId'],
        where: { formId: { in: rows.map((r) => r.id) } },
        _count: { _all: true },
      });
      const byForm = new Map(counts.map((c) => [c.formId, c._count._all]));
      return rows.map((row) => formView(row, byForm.get(row.id) ?? 0));
    },

    async get(userId: string, id: string): Promise<RoutingForm> {
      const row = await owned(db, userId, id);
      return formView(row, await countOf(id));
    },

    async create(userId: string, input: RoutingFormInputParsed): Promise<RoutingForm> {
      return writeAsUser(db, userId, async (tx) => {
        if ((await tx.routingForm.count({ where: { userId } })) >= MAX_ROUTING_FORMS_PER_USER)
          throw httpErrors.conflict(routingMessages.tooMany);
        await checkEventTypeTargets(tx, userId, input);
        const row = await tx.routingForm.create({
          data: { userId, name: input.name, description: input.description, active: input.active, ...columns(input) },
        });
        return formView(row, 0);
      });
    },

    async update(userId: string, id: string, patch: RoutingFormPatch): Promise<RoutingForm> {
      const row = await writeAsUser(db, userId, async (tx) => {
        const current = storedForm(await owned(tx, userId, id));
        const merged: RoutingDefinition = {
          fields: patch.fields ?? current.fields,
          routes: patch.routes ?? current.routes,
          fallback: patch.fallback ?? current.fallback,
        };
        checkDefinition(merged);
        if (patch.routes || patch.fallback) await checkEventTypeTargets(tx, userId, merged);
        return tx.routingForm.update({
          where: { id },
          data: {
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.description !== undefined ? { description: patch.description } : {}),
            ...(patch.active !== undefined ? { active: patch.active } : {}),
            ...columns(merged),
          },
        });
      });
      return formView(row, await countOf(id));
    },

    /** Deletes the form and its responses, but those that led to a booking: the booking keeps them. */
    async remove(userId: string, id: string): Promise<void> {
      await writeAsUser(db, userId, async (tx) => {
        await owned(tx, userId, id);
        await tx.routingResponse.deleteMany({ where: { formId: id, bookingId: null } });
        await tx.routingForm.delete({ where: { id } });
      });
    },

    /** The form's responses, newest first, a page at a time. */
    async responses(
      userId: string,
      id: string,
      query: { cursor?: string; limit: number },
    ): Promise<RoutingResponseList> {
      await owned(db, userId, id);
      const after = cursorAfter(query);
      const rows = await db.routingResponse.findMany({
        where: {
          formId: id,
          ...(after
            ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
            : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: query.limit + 1,
        select: RESPONSE_SELECT,
      });
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(responseView),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
            : null,
      };
    },
  };
}
