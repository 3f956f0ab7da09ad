import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AvatarResponseSchema,
  ProfileSchema,
  UpdateProfileSchema,
  profileMessages,
} from '#shared/schemas/profile.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { HttpError, httpErrors } from '../../lib/http-errors.ts';
import { createAdminUsersService } from '../admin/surface.ts';
import { createProfileService } from './service.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/** The uploaded file's bytes. Any multipart body the parser cannot read is the client's error (400). */
async function readUpload(nextFile: () => Promise<{ toBuffer: () => Promise<Buffer> } | undefined>): Promise<Buffer> {
  let file;
  try {
    file = await nextFile();
    if (!file) throw httpErrors.badRequest(profileMessages.avatarMissing);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpErrors.payloadTooLarge(profileMessages.avatarTooLarge);
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    // busboy's "Unexpected end of multipart data" and the like carry no status.
    throw httpErrors.badRequest(profileMessages.avatarUnreadable);
  }
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only this plugin's routes accept multipart bodies, with the picture's size limit.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const common = signedInOnly(app, 'profile');
  const profile = createProfileService({
    db: app.db,
    accounts: createAdminUsersService({
      db: app.db,
      dbKind: app.dbKind,
      reads: app.reads,
      onAccountDeleting: app.bookings.accountClosing,
    }),
  });

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: "The signed-in user's profile",
        response: { 200: ProfileSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => profile.get(request.caller.id),
  );

  app.put(
    '/',
    {
      schema: {
        ...common,
        summary: 'Update name, username and about',
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => profile.update(request.caller.id, request.body),
  );

  app.delete(
    '/',
    {
      schema: {
        ...common,
        summary: 'Delete the account and everything it owns, ending all its sessions',
        response: { 204: z.null(), 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await profile.deleteAccount(request.caller.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/avatar',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        ...common,
        summary: 'Upload a profile picture (PNG, JPEG or WebP, at most 2 MB, multipart field "file")',
        consumes: ['multipart/form-data'],
        response: {
          200: AvatarResponseSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw httpErrors.unsupportedMediaType(profileMessages.avatarMissing);
      const upload = await readUpload(() => request.file());
      return { avatar_url: await profile.setAvatar(request.caller.id, upload) };
    },
  );

  app.delete(
    '/avatar',
    {
      schema: {
        ...common,
        summary: 'Remove the profile picture',
        response: { 200: AvatarResponseSchema },
      },
    },
    async (request) => {
      await profile.removeAvatar(request.caller.id);
      return { avatar_url: null };
    },
  );
};
