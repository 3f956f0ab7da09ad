import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  WorkflowDeliveryListSchema,
  WorkflowIdParamsSchema,
  WorkflowInputSchema,
  WorkflowListSchema,
  WorkflowPatchSchema,
  WorkflowSchema,
} from '#shared/schemas/workflows.ts';
import { FieldErrorsResponseSchema } from '#shared/schemas/booking-fields.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { createWorkflowsService } from './service.ts';

/** The signed-in host's workflows (issue 28, ADR 027). Another host's workflow answers 404. */
export const workflowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'workflows');
  const service = createWorkflowsService({ db: app.db, now: app.clock.now });
  const byId = { ...common, params: WorkflowIdParamsSchema };
  // A refused subject or body is named by its path (`actions.0.body`), with the unknown variables it uses.
  const fieldErrors = { fieldErrors: ['actions'] };

  app.get(
    '/',
    { schema: { ...common, summary: 'Your workflows', response: { 200: WorkflowListSchema } } },
    async (request) => ({ items: await service.list(request.caller.id) }),
  );

  app.post(
    '/',
    {
      config: fieldErrors,
      schema: {
        ...common,
        summary: 'Create a workflow; its reminders of bookings ahead are planned at once',
        body: WorkflowInputSchema,
        response: { 201: WorkflowSchema, 400: FieldErrorsResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.caller.id, request.body)),
  );

  app.get(
    '/:id',
    { schema: { ...byId, summary: 'One workflow', response: { 200: WorkflowSchema, 404: ErrorResponseSchema } } },
    (request) => service.get(request.caller.id, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: fieldErrors,
      schema: {
        ...byId,
        summary: 'Change a workflow or switch it off or on; its future reminders are re-planned',
        body: WorkflowPatchSchema,
        response: { 200: WorkflowSchema, 400: FieldErrorsResponseSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => service.update(request.caller.id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...byId,
        summary: 'Delete a workflow and its scheduled reminders',
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.remove(request.caller.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        ...byId,
        summary: 'The latest deliveries: when, to whom, and sent, failed, dropped (with why) or scheduled',
        response: { 200: WorkflowDeliveryListSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ items: await service.deliveries(request.caller.id, request.params.id) }),
  );
};
