import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type V1Error, type V1ErrorCode, V1ErrorSchema, v1Messages } from '#shared/schemas/v1.ts';
import { isDeadlock, isForeignKeyViolation, isMissingRecord } from '../../db/errors.ts';
import { HttpError } from '../../lib/http-errors.ts';

/** The code each status answers with: the public API's one error shape (`{ error: { code, message, fields } }`). */
const CODES: Record<number, V1ErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'invalid_request',
  415: 'invalid_request',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'unavailable',
};

export const codeOf = (status: number): V1ErrorCode =>
  CODES[status] ?? (status >= 500 ? 'internal' : 'invalid_request');

export function v1Error(status: number, message: string, fields: Record<string, string> = {}): V1Error {
  return { error: { code: codeOf(status), message, fields } };
}

/** The refusals every key route may answer, documented on each (and the shape they share). */
export const V1_REFUSALS = {
  400: V1ErrorSchema,
  401: V1ErrorSchema,
  403: V1ErrorSchema,
  404: V1ErrorSchema,
  429: V1ErrorSchema,
} as const;

// Zod's built-in messages do not name the field, so they get its path; our own messages are sentences.
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/;

/** A refused request's fields by path, each with its first sentence, and the sentence of the first. */
function validationAnswer(error: FastifyError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let message: string = v1Messages.invalidRequest;
  if (hasZodFastifySchemaValidationErrors(error)) {
    error.validation.forEach((issue, index) => {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = error.validationContext === 'body' ? path : `${error.validationContext}${path ? `.${path}` : ''}`;
      const sentence = issue.message ?? 'Invalid value';
      if (where && !Object.hasOwn(fields, where)) fields[where] = sentence;
      if (index === 0) message = where && GENERIC_MESSAGE.test(sentence) ? `${where}: ${sentence}` : sentence;
    });
  }
  return { message, fields };
}

/** Fastify's own 4xx (malformed JSON, a body too large, a wrong content type) in words a client reads. */
function fastifyMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return v1Messages.invalidJson;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return v1Messages.bodyTooLarge;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return v1Messages.unsupportedType;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return v1Messages.emptyBody;
  return error.message;
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send(v1Error(error.statusCode, error.message, error.fields));
  }
  if (error.validation) {
    const { message, fields } = validationAnswer(error);
    return reply.status(400).send(v1Error(400, message, fields));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.status(500).send(v1Error(500, v1Messages.internal));
  }
  if (isDeadlock(error)) {
    request.log.warn({ err: error }, 'a write was chosen as a deadlock victim; the client is asked to retry');
    return reply.status(503).header('retry-after', '1').send(v1Error(503, v1Messages.busy));
  }
  if (isForeignKeyViolation(error) || isMissingRecord(error)) {
    request.log.warn({ err: error }, 'a write met a row removed by a concurrent request');
    return reply.status(404).send(v1Error(404, v1Messages.notFound));
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(v1Error(500, v1Messages.internal));
  }
  return reply.status(status).send(v1Error(status, fastifyMessage(error)));
}

/** Every answer of the public API that is not a success has the one shape, unknown paths included. */
export function useV1Errors(app: FastifyInstance): void {
  app.setErrorHandler(answer);
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(v1Error(404, v1Messages.noSuchRoute));
  });
}
