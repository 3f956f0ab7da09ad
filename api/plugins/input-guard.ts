import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER, textMessages } from '#shared/text.ts';
import { httpErrors } from '../lib/http-errors.ts';

export const inputMessages = {
  notUtf8: 'Request body is not valid UTF-8',
} as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether any string in a parsed JSON value (keys included) holds a NUL. Iterative: bodies may nest deeply. */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

function holdsControlCharacter(values: unknown): boolean {
  if (!values || typeof values !== 'object') return false;
  return Object.values(values).some((v) =>
    (Array.isArray(v) ? v : [v]).some((s) => typeof s === 'string' && CONTROL_CHARACTER.test(s)),
  );
}

/**
 * Input every route refuses before its own schema runs, so no route, present or future, can hand it
 * to the database: JSON bodies that are not UTF-8 (they would be stored with U+FFFD in place of what
 * was sent), NUL anywhere in a JSON body (PostgreSQL cannot store it) and control characters in path
 * and query parameters (no link or form produces them). The shared schemas refuse control characters
 * field by field too, with the field's name in the message.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        done(httpErrors.badRequest(inputMessages.notUtf8), undefined);
        return;
      }
      parseJson(request, text, done);
    });

    // Callback hooks, not async ones: every request passes both, and almost all pass untouched,
    // without a promise each.
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      if (holdsControlCharacter(request.params) || holdsControlCharacter(request.query)) {
        done(httpErrors.badRequest(textMessages.controlCharacters));
      } else done();
    });
    // After validation, so a field its schema checks is named in the answer; this catches the rest.
    app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
      if (request.body !== undefined && holdsNul(request.body))
        done(httpErrors.badRequest(textMessages.controlCharacters));
      else done();
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
