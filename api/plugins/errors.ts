import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDeadlock, isForeignKeyViolation, isMissingRecord } from '../db/errors.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { HttpError } from '../lib/http-errors.ts';

// Zod's built-in messages do not name the field, so they get its path; our own messages are sentences.
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/;

/**
 * A body's refused fields by path (`locations.1.value`, `bookingFields.5.name`): each with its first
 * sentence, so a form shows it beside the item it is about. Only for the lists a route's config names
 * (`fieldErrors: ['locations', 'bookingFields']`: the event type's writes, a sentence per item);
 * every other refusal answers `{ error }` alone, as the product's clients expect.
 */
function validationFields(error: FastifyError, request: FastifyRequest): Record<string, string> | undefined {
  const lists = (request.routeOptions.config as { fieldErrors?: readonly string[] }).fieldErrors;
  if (!lists) return undefined;
  if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext !== 'body') return undefined;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const inList = lists.some((list) => path.startsWith(`${list}.`));
    if (inList && !Object.hasOwn(fields, path)) fields[path] = issue.message ?? 'Invalid value';
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function describeValidationError(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = error.validationContext === 'body' ? path : `${error.validationContext}${path ? `.${path}` : ''}`;
      const message = first.message ?? 'Invalid request';
      return where && GENERIC_MESSAGE.test(message) ? `${where}: ${message}` : message;
    }
  }
  return 'Invalid request';
}

/**
 * Whether the caller's account is gone, looking again every 50 ms for up to `waitMs` (a deletion that
 * won a race may still be committing). A failed look counts as "still there".
 */
async function callerAccountGone(request: FastifyRequest, waitMs = 0): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const count = await request.server.db.user.count({ where: { id: request.caller.id } }).catch(() => 1);
    if (count === 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function answerVanished(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (await callerAccountGone(request)) return reply.status(401).send({ error: authAnswers.sessionEnded });
  request.log.warn({ err: error }, 'a write met a row removed by a concurrent request');
  return reply.status(404).send({ error: 'Not found' });
}

async function answerDeadlockVictim(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  // The transaction that won is usually the account's deletion, still finishing: give it a moment.
  if (await callerAccountGone(request, 1_000)) return reply.status(401).send({ error: authAnswers.sessionEnded });
  request.log.warn({ err: error }, 'a write was chosen as a deadlock victim; the client is asked to retry');
  return reply.status(503).header('retry-after', '1').send({ error: 'The server was busy. Please try again.' });
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        const body = {
          ...error.details,
          error: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        };
        return reply.status(error.statusCode).headers(error.headers).send(body);
      }
      if (error.validation) {
        const fields = validationFields(error, request);
        return reply.status(400).send({ error: describeValidationError(error), ...(fields ? { fields } : {}) });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ error: 'Internal server error' });
      }
      if (request.caller && isDeadlock(error)) {
        // Not expected (one lock order, docs/architecture.md#one-lock-order), but should a write meet
        // a deadlock (nothing of it was kept), it answers as for a deleted account, or try again.
        return answerDeadlockVictim(request, reply, error);
      }
      if (request.caller && (isForeignKeyViolation(error) || isMissingRecord(error))) {
        // A write that passed the sign-in check while the account was being deleted, or a row that a
        // concurrent request removed: the client is told what happened, never 500.
        return answerVanished(request, reply, error);
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        // Details go to the log with the request id, never to the client.
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ error: 'Internal server error' });
      }
      if (status === 429) return reply.status(429).send({ error: error.message || 'Too many requests' });
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type) carry safe messages.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type'
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'Request body is empty'
                : error.message;
      return reply.status(status).send({ error: message });
    });
  },
  { name: 'errors' },
);
