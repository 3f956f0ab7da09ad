import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { type BookingForm, checkAnswers, responsesOf } from '#shared/booking-answers.ts';
import { type AnswerValue, answerMessages } from '#shared/schemas/booking-fields.ts';
import { type PublicRoutingForm, type RoutingAnswerResult, routingMessages } from '#shared/schemas/routing-forms.ts';
import { chooseRoute } from '#shared/routing-rules.ts';
import { type StoredForm, storedForm } from './rows.ts';
import { resolveTarget } from './targets.ts';

/**
 * The public side of a routing form (ADR 033): the questions to fill in, never the routes or where
 * they lead; and an answer, checked by the form's own schema (the booking questions' one), routed,
 * stored, and answered with where the visitor goes.
 */
export function createRoutingAnswers({ db, appUrl }: { db: Db; appUrl: string }) {
  /** An active form of an account that can take answers; anything else is not found. */
  async function openForm(id: string): Promise<{ form: StoredForm; hostName: string }> {
    const row = await db.routingForm.findUnique({
      where: { id },
      include: { user: { select: { firstName: true, lastName: true, disabledAt: true } } },
    });
    if (!row || !row.active || row.user.disabledAt) throw httpErrors.notFound(routingMessages.notFound);
    return { form: storedForm(row), hostName: `${row.user.firstName} ${row.user.lastName}`.trim() };
  }

  return {
    async publicForm(id: string): Promise<PublicRoutingForm> {
      const { form, hostName } = await openForm(id);
      return { id: form.id, name: form.name, description: form.description, fields: form.fields, hostName };
    },

    async answer(id: string, raw: Readonly<Record<string, unknown>>): Promise<RoutingAnswerResult> {
      const { form } = await openForm(id);
      const questions: BookingForm = { fields: form.fields, locations: [] };
      const checked = checkAnswers(questions, raw);
      if (checked.errors) throw httpErrors.invalidFields(answerMessages.summary, checked.errors);
      const responses = responsesOf(questions, checked.answers, null);
      const values: Record<string, AnswerValue> = {};
      for (const [name, answer] of Object.entries(responses)) values[name] = answer.value;

      const responseId = randomBytes(16).toString('base64url');
      const chosen = chooseRoute(form, values);
      // An event type deleted since the form was saved: the fallback, else a plain thank-you.
      const resolved =
        (await resolveTarget(db, appUrl, chosen.target, values, responseId)) ??
        (chosen.routeIndex !== null ? await resolveTarget(db, appUrl, form.fallback, values, responseId) : null) ??
        (await resolveTarget(db, appUrl, { kind: 'message', message: routingMessages.nowhere }, values, responseId))!;
      await db.routingResponse.create({
        data: {
          id: responseId,
          formId: form.id,
          userId: form.userId,
          formName: form.name,
          answers: JSON.stringify(responses),
          routeIndex: chosen.routeIndex,
          routeKind: resolved.result.kind,
          routeLabel: resolved.label,
          eventTypeId: resolved.eventTypeId,
        },
      });
      return { responseId, route: resolved.result };
    },
  };
}
