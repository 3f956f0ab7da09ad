import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  UpdateAdminUserSchema,
} from '#shared/schemas/admin-users.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { type AdminUsersService, createAdminUsersService } from './users-service.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/** The app admin's Users screen and audit log (app admins only, checked on request, before the body is read). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'admin', 'app_admin');
  const users = createAdminUsersService({
    db: app.db,
    dbKind: app.dbKind,
    reads: app.reads,
    onAccountDeleting: app.bookings.accountClosing,
  });
  const refusals = { 404: ErrorResponseSchema, 409: ErrorResponseSchema };
  /** A route that acts on the account named in the path and answers 204. */
  const noContent =
    (act: AdminUsersService['signOutEverywhere']) => async (request: FastifyRequest, reply: FastifyReply) => {
      // Validated by the route's params schema before this runs.
      const { id } = request.params as { id: string };
      await act(request.caller.id, id);
      return reply.code(204).send(null);
    };

  app.get(
    '/users',
    {
      schema: {
        ...common,
        summary: 'Every account, newest first, searchable by email, name or username, a page at a time',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    (request) => users.list(request.query),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        ...common,
        summary: "Change an account's role, or disable or enable it (a disabled account is signed out at once)",
        params: AdminUserIdParamsSchema,
        body: UpdateAdminUserSchema,
        response: { 200: AdminUserSchema, ...refusals },
      },
    },
    (request) => users.update(request.caller.id, request.params.id, request.body),
  );

  app.post(
    '/users/:id/sign-out-everywhere',
    {
      schema: {
        ...common,
        summary: 'End every session of an account: its tokens stop working on their next request',
        params: AdminUserIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    noContent(users.signOutEverywhere),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        ...common,
        summary: 'Delete an account and everything it owns',
        params: AdminUserIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    noContent(users.remove),
  );

  app.get(
    '/audit-log',
    {
      schema: {
        ...common,
        summary: 'Who did what to whom and when: every admin action, newest first, a page at a time',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogSchema },
      },
    },
    (request) => users.auditLog(request.query),
  );
};
