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
} from '../../../src-shared/schemas/admin-users.ts';
import { ErrorResponseSchema } from '../../../src-shared/schemas/session.ts';
import { listAuditLog } from './audit.ts';
import { deleteUser, listUsers, signOutUserEverywhere, updateUser } from './users-service.ts';

/** The app admin's Users screen and audit log (app admins only, checked on request, before the body is read). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.requireRole('app_admin')];
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const ctx = { db: app.db, dbKind: app.dbKind };
  const refusals = { 404: ErrorResponseSchema, 409: ErrorResponseSchema };
  /** A route that acts on the account named in the path and answers 204. */
  const noContent =
    (act: (c: typeof ctx, actorId: string, id: string) => Promise<void>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Validated by the route's params schema before this runs.
      const { id } = request.params as { id: string };
      await act(ctx, request.caller.id, id);
      return reply.code(204).send(null);
    };

  app.get(
    '/users',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Every account, newest first, searchable by email, name or username, a page at a time',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    (request) => listUsers(app.reads, request.query),
  );

  app.patch(
    '/users/:id',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Change an account's role, or disable or enable it (a disabled account is signed out at once)",
        params: AdminUserIdParamsSchema,
        body: UpdateAdminUserSchema,
        response: { 200: AdminUserSchema, ...refusals },
      },
    },
    (request) => updateUser(ctx, request.caller.id, request.params.id, request.body),
  );

  app.post(
    '/users/:id/sign-out-everywhere',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'End every session of an account: its tokens stop working on their next request',
        params: AdminUserIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    noContent(signOutUserEverywhere),
  );

  app.delete(
    '/users/:id',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Delete an account and everything it owns',
        params: AdminUserIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    noContent(deleteUser),
  );

  app.get(
    '/audit-log',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Who did what to whom and when: every admin action, newest first, a page at a time',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogSchema },
      },
    },
    (request) => listAuditLog(app.db, request.query),
  );
};
