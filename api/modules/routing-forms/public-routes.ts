import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldErrorsResponseSchema } from '#shared/schemas/booking-fields.ts';
import {
  PublicRoutingFormSchema,
  RoutingAnswerResultSchema,
  RoutingAnswersInputSchema,
  RoutingFormIdParamsSchema,
  routingMessages,
} from '#shared/schemas/routing-forms.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { createRoutingAnswers } from './answer.ts';

/** Reads of a public form per client address a minute (as a public page's). */
export const PUBLIC_FORM_READS_PER_MINUTE = 120;

/**
 * Public, no sign-in: a routing form's questions, and an answer that says where to go (ADR 033).
 * Answers have their own per-address limit (docs/operations.md#routing-forms), far below the reads'.
 */
export const publicRoutingFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = createRoutingAnswers({ db: app.db, appUrl: app.config.APP_URL });
  const common = { tags: ['public'], params: RoutingFormIdParamsSchema } as const;
  const answersPerIp = {
    max: app.config.ROUTING_RATE_LIMIT_PER_IP,
    timeWindow: app.config.ROUTING_RATE_LIMIT_WINDOW_SECONDS * 1000,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => ({
      statusCode: 429,
      message: routingMessages.tooManyAnswers(Math.ceil(context.ttl / 1000)),
    }),
  };

  app.get(
    '/:id',
    {
      config: { rateLimit: { max: PUBLIC_FORM_READS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        ...common,
        summary: 'A routing form’s questions (never its routes or where they lead); a form switched off is not found',
        response: { 200: PublicRoutingFormSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await answers.publicForm(request.params.id)),
  );

  app.post(
    '/:id/responses',
    {
      config: { rateLimit: answersPerIp },
      schema: {
        ...common,
        summary:
          'Answer a routing form: 201 with where to go (an event type’s booker, prefilled; a link; or a message); refused answers 400 with `fields`',
        body: RoutingAnswersInputSchema,
        response: {
          201: RoutingAnswerResultSchema,
          400: FieldErrorsResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await answers.answer(request.params.id, request.body.answers)),
  );
};
