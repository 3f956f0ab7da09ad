import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AvatarResponseSchema,
  ProfileSchema,
  UpdateProfileSchema,
  profileMessages,
} from '../../../src-shared/schemas/profile.ts';
import { ErrorResponseSchema } from '../../../src-shared/schemas/session.ts';
import { HttpError, httpErrors } from '../../plugins/errors.ts';
import { deleteUser } from '../admin/users-service.ts';
import { getProfile, removeAvatar, setAvatar, updateProfile } from './service.ts';

const security = [{ bearerAuth: [] }];

/** Reads the one uploaded file, turning the multipart plugin's limit errors into clear answers. */
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
  // onRequest, so a caller without a session learns nothing about the body rules.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile",
        security,
        response: { 200: ProfileSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => getProfile(app.db, request.caller.id),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Update name, username and about',
        security,
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => updateProfile(app.db, request.caller.id, request.body),
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete the account and everything it owns, ending all its sessions',
        security,
        response: { 204: z.null(), 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // The last app admin cannot delete their account (409), as on the admin Users screen.
      await deleteUser({ db: app.db, dbKind: app.dbKind }, null, request.caller.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/avatar',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'Upload a profile picture (PNG, JPEG or WebP, at most 2 MB, multipart field "file")',
        security,
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
      return { avatar_url: await setAvatar(app.db, request.caller.id, upload) };
    },
  );

  app.delete(
    '/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'Remove the profile picture',
        security,
        response: { 200: AvatarResponseSchema },
      },
    },
    async (request) => {
      await removeAvatar(app.db, request.caller.id);
      return { avatar_url: null };
    },
  );
};
