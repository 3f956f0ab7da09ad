import type { Db } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { type EmbedSettings, EmbedSettingsSchema } from '#shared/schemas/embed.ts';

export interface EmbedServiceDeps {
  db: Db;
}

/** A stored list read defensively: anything that is not a list of valid origins counts as none of them. */
function storedOrigins(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const parsed = EmbedSettingsSchema.safeParse({ allowedOrigins: JSON.parse(json) as unknown });
    return parsed.success ? parsed.data.allowedOrigins : [];
  } catch {
    return [];
  }
}

/** Settings → Embed (ADR 031): the sites allowed to frame a host's booker. The row is made on the first save. */
export function createEmbedService({ db }: EmbedServiceDeps) {
  async function get(userId: string): Promise<EmbedSettings> {
    const row = await db.embedSettings.findUnique({ where: { userId }, select: { allowedOrigins: true } });
    return { allowedOrigins: storedOrigins(row?.allowedOrigins) };
  }

  return {
    get,

    async save(userId: string, input: EmbedSettings): Promise<EmbedSettings> {
      const allowedOrigins = JSON.stringify(input.allowedOrigins);
      await writeAsUser(db, userId, (tx) =>
        tx.embedSettings.upsert({ where: { userId }, create: { userId, allowedOrigins }, update: { allowedOrigins } }),
      );
      return get(userId);
    },

    /** The origins that may frame `username`'s booker; none for an unknown or disabled account. */
    async originsOf(username: string): Promise<string[]> {
      const user = await db.user.findUnique({
        where: { username: username.toLowerCase() },
        select: { disabledAt: true, embedSettings: { select: { allowedOrigins: true } } },
      });
      return user && !user.disabledAt ? storedOrigins(user.embedSettings?.allowedOrigins) : [];
    },
  };
}

export type EmbedService = ReturnType<typeof createEmbedService>;
