import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { FieldErrorsResponseSchema } from '#shared/schemas/booking-fields.ts';
import {
  ROUTING_FORM_FIELD_PATHS,
  RoutingFormIdParamsSchema,
  RoutingFormInputSchema,
  RoutingFormListSchema,
  RoutingFormPatchSchema,
  RoutingFormSchema,
  RoutingResponseListSchema,
  RoutingResponsesQuerySchema,
} from '#shared/schemas/routing-forms.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { responsesCsv } from './csv-export.ts';
import { storedForm } from './rows.ts';
import { createRoutingFormsService } from './service.ts';

/** The signed-in host's routing forms (issue 30, ADR 033). Another host's form answers 404. */
export const routingFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'routing-forms');
  const service = createRoutingFormsService({ db: app.db });
  const byId = { ...common, params: RoutingFormIdParamsSchema };
  // A refused question, condition or target is named by its path (`routes.0.conditions.1.value`).
  const fieldErrors = { fieldErrors: ROUTING_FORM_FIELD_PATHS };

  app.get(
    '/',
    { schema: { ...common, summary: 'Your routing forms', response: { 200: RoutingFormListSchema } } },
    async (request) => ({ items: await service.list(request.caller.id) }),
  );

  app.post(
    '/',
    {
      config: fieldErrors,
      schema: {
        ...common,
        summary: 'Create a routing form: questions, routes (conditions → event type, link or message) and a fallback',
        body: RoutingFormInputSchema,
        response: { 201: RoutingFormSchema, 400: FieldErrorsResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.caller.id, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: { ...byId, summary: 'One routing form', response: { 200: RoutingFormSchema, 404: ErrorResponseSchema } },
    },
    (request) => service.get(request.caller.id, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: fieldErrors,
      schema: {
        ...byId,
        summary: 'Change a routing form, or switch it off or on; the definition is checked again whole',
        body: RoutingFormPatchSchema,
        response: { 200: RoutingFormSchema, 400: FieldErrorsResponseSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => service.update(request.caller.id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...byId,
        summary: 'Delete a routing form and its responses (those that led to a booking stay with it)',
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.remove(request.caller.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/responses',
    {
      schema: {
        ...byId,
        summary: 'The form’s responses, newest first: answers, route taken and the booking it led to',
        querystring: RoutingResponsesQuerySchema,
        response: { 200: RoutingResponseListSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => service.responses(request.caller.id, request.params.id, request.query),
  );

  app.get(
    '/:id/responses.csv',
    {
      schema: {
        ...byId,
        summary: 'The form’s responses as CSV (streamed; cells a spreadsheet would read as formulas are quoted text)',
        response: { 200: z.any().check(z.describe('The CSV text (text/csv)')), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const form = storedForm(await service.owned(app.db, request.caller.id, request.params.id));
      const name = `routing-responses-${form.id}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(responsesCsv(app.db, form));
    },
  );
};
