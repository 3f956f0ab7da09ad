import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { LAST_EVENT_ID_HEADER, LiveStreamHeadersSchema, liveMessages } from '#shared/schemas/live.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { createLiveHub } from './hub.ts';
import { LOG_READ_BATCH, type LoggedEvent } from './log.ts';

/** What a refused stream is told to wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 30;

/** The claims the stream needs from the (already verified) access token. */
interface StreamClaims {
  sid: string;
  exp?: number;
  iat?: number;
  issuedAtMs?: number;
}

/**
 * The live event stream (ADR 034), under /api/events: the signed-in host's booking events as
 * Server-Sent Events, resumed by Last-Event-ID, ended when the token expires or the session ends.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'live');
  const hub = createLiveHub({ db: app.db, log: app.log, config: app.config, now: app.clock.now });
  app.addHook('onReady', async () => hub.start());
  // Before the server stops taking connections: an open stream would hold its close forever.
  app.addHook('preClose', async () => hub.stop());

  app.get(
    '/',
    {
      // A HEAD would hold a stream that sends nothing.
      exposeHeadRoute: false,
      schema: {
        ...common,
        summary:
          'The signed-in host’s booking events as Server-Sent Events (text/event-stream): `booking` events with ids (send the last as Last-Event-ID to resume), `end` when the token expires or the session ends, comment heartbeats. Too many streams: 429',
        headers: LiveStreamHeadersSchema,
        response: {
          200: z.string(),
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const token = /^Bearer +([^ ]+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const claims = app.jwt.decode<StreamClaims>(token);
      if (!claims) throw httpErrors.unauthorized();
      const issuedMs = claims.issuedAtMs ?? (claims.iat ?? 0) * 1000;
      const owner = { userId: request.caller.id, sessionId: claims.sid, issuedAt: new Date(issuedMs) };
      const admitted = await hub.admit(owner, reply.raw);
      if (!admitted.ok) {
        if (admitted.reason === 'user')
          throw httpErrors.tooManyRequests(liveMessages.tooManyStreams, RETRY_AFTER_SECONDS);
        const full = httpErrors.serviceUnavailable(liveMessages.serverFull);
        full.headers['retry-after'] = String(RETRY_AFTER_SECONDS);
        throw full;
      }
      const { stream } = admitted;
      reply.hijack();
      let backlog: LoggedEvent[] = [];
      let resync = false;
      const lastId = request.headers[LAST_EVENT_ID_HEADER];
      try {
        if (lastId !== undefined) {
          const after = Number(lastId);
          backlog = await hub.liveLog.since(owner.userId, after);
          const oldest = await hub.liveLog.oldestId();
          // Events after `after` may have been pruned (an empty log cannot tell), or a full page came
          // back: the client reads everything again.
          resync = (oldest === null ? after > 0 : oldest > after + 1) || backlog.length === LOG_READ_BATCH;
        }
      } catch (err) {
        request.log.error({ err }, 'live stream: the backlog could not be read');
        resync = true;
      }
      if (claims.exp) stream.expireAt(claims.exp * 1000, app.clock.now());
      stream.start(reply.getHeaders(), backlog, resync);
    },
  );
};
