import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AwaySettingsSchema,
  OutOfOfficeIdParamsSchema,
  OutOfOfficeInputSchema,
  OutOfOfficeListSchema,
  OutOfOfficeSchema,
  TeammateListSchema,
} from '#shared/schemas/out-of-office.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { createOutOfOfficeService } from './service.ts';

/** The signed-in user's out-of-office ranges and forwarding setting (issue 43). Another user's range answers 404. */
export const outOfOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'out-of-office');
  const service = createOutOfOfficeService({ db: app.db, now: () => app.clock.now() });
  const byId = { ...common, params: OutOfOfficeIdParamsSchema };
  const written = { 400: ErrorResponseSchema, 409: ErrorResponseSchema };

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'Your out-of-office ranges, by first day, each with your upcoming bookings inside it',
        response: { 200: OutOfOfficeListSchema },
      },
    },
    async (request) => ({ items: await service.list(request.caller.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        summary:
          'Add a range of days away (local dates in your zone, inclusive); a range that overlaps another answers 409. The answer lists your bookings inside it (none is cancelled)',
        body: OutOfOfficeInputSchema,
        response: { 201: OutOfOfficeSchema, ...written },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.caller.id, request.body)),
  );

  app.get(
    '/settings',
    {
      schema: {
        ...common,
        summary: 'Whether teammates may forward their invitees to you while they are away',
        response: { 200: AwaySettingsSchema },
      },
    },
    (request) => service.settings(request.caller.id),
  );

  app.put(
    '/settings',
    {
      schema: {
        ...common,
        summary: 'Accept forwards from teammates, or stop accepting them',
        body: AwaySettingsSchema,
        response: { 200: AwaySettingsSchema, 400: ErrorResponseSchema },
      },
    },
    (request) => service.saveSettings(request.caller.id, request.body),
  );

  app.get(
    '/teammates',
    {
      schema: {
        ...common,
        summary: 'The people who share a team with you, and whether each accepts forwards',
        response: { 200: TeammateListSchema },
      },
    },
    async (request) => ({ items: await service.teammates(request.caller.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...byId,
        summary: 'Change a range; overlapping another answers 409',
        body: OutOfOfficeInputSchema,
        response: { 200: OutOfOfficeSchema, 404: ErrorResponseSchema, ...written },
      },
    },
    (request) => service.update(request.caller.id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { ...byId, summary: 'Delete a range', response: { 204: z.null(), 404: ErrorResponseSchema } } },
    async (request, reply) => {
      await service.remove(request.caller.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
