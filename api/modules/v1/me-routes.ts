import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SCOPES } from '#shared/schemas/api-keys.ts';
import { type V1Me, V1MeSchema } from '#shared/schemas/v1.ts';
import { zoneOf } from '../schedules/surface.ts';
import { keyRoute } from './access.ts';
import { V1_REFUSALS } from './errors.ts';

/** GET /api/v1/me: who the key acts as, and what it may do. */
export const v1MeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, schema } = keyRoute('me', null, { teamKeys: true });

  app.get(
    '/me',
    {
      config,
      schema: {
        ...schema,
        summary: "The key's owner (with their time zone), the team a team key acts for, and the key's scopes",
        response: { 200: V1MeSchema, ...V1_REFUSALS },
      },
    },
    async (request): Promise<V1Me> => {
      const { keyId, userId, teamId, scopes } = request.apiKey;
      const [user, key, team, timeZone] = await Promise.all([
        app.db.user.findUniqueOrThrow({
          where: { id: userId },
          select: { id: true, email: true, firstName: true, lastName: true, username: true },
        }),
        app.db.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: { prefix: true, expiresAt: true } }),
        teamId ? app.db.team.findUnique({ where: { id: teamId }, select: { id: true, name: true, slug: true } }) : null,
        zoneOf(app.db, userId),
      ]);
      return {
        user: { ...user, timeZone },
        team,
        key: {
          id: keyId,
          prefix: key.prefix,
          scopes: API_KEY_SCOPES.filter((s) => scopes.includes(s)),
          expiresAt: key.expiresAt?.toISOString() ?? null,
        },
      };
    },
  );
};
