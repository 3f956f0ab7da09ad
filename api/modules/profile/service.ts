import type { Db } from '../../db/client.ts';
import { AVATAR_CONTENT_TYPE, normalizeAvatar, pictureHash } from '../../lib/avatar-image.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { DEFAULT_LOCALE, localeOf } from '#shared/i18n/locales.ts';
import { profileMessages, type Profile, type UpdateProfile } from '#shared/schemas/profile.ts';
import { avatarPath } from '#shared/schemas/public.ts';
import { usernameMessages } from '#shared/username.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import type { AdminUsersService } from '../admin/surface.ts';

const profileSelect = {
  email: true,
  firstName: true,
  lastName: true,
  username: true,
  about: true,
  allowDynamicBooking: true,
  locale: true,
  avatar: { select: { hash: true } },
} as const;

type ProfileRow = {
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  about: string;
  allowDynamicBooking: boolean;
  locale: string | null;
  avatar: { hash: string } | null;
};

function toProfile(row: ProfileRow): Profile {
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    about: row.about,
    avatar_url: row.avatar ? avatarPath(row.avatar.hash) : null,
    allow_dynamic_booking: row.allowDynamicBooking,
    locale: localeOf(row.locale) ?? DEFAULT_LOCALE,
  };
}

export interface ProfileServiceDeps {
  db: Db;
  /** Deletes an account under the same lock and last-admin rule as the admin Users screen. */
  accounts: Pick<AdminUsersService, 'remove'>;
}

/** The signed-in user's own account: profile fields, picture, deletion. */
export function createProfileService({ db, accounts }: ProfileServiceDeps) {
  return {
    async get(userId: string): Promise<Profile> {
      const row = await db.user.findUnique({ where: { id: userId }, select: profileSelect });
      if (!row) throw httpErrors.notFound('This account no longer exists.');
      return toProfile(row);
    },

    async update(userId: string, input: UpdateProfile): Promise<Profile> {
      if (input.username) {
        const holder = await db.user.findUnique({ where: { username: input.username }, select: { id: true } });
        if (holder && holder.id !== userId) throw httpErrors.conflict(usernameMessages.taken);
      }
      try {
        // One statement on the user's row alone: it takes no other lock (docs/architecture.md#one-lock-order).
        const row = await db.user.update({
          where: { id: userId },
          data: {
            firstName: input.first_name,
            lastName: input.last_name,
            username: input.username,
            about: input.about,
            allowDynamicBooking: input.allow_dynamic_booking,
            ...(input.locale ? { locale: input.locale } : {}),
          },
          select: profileSelect,
        });
        return toProfile(row);
      } catch (error) {
        // Two people claiming the same name at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw httpErrors.conflict(usernameMessages.taken);
        throw error;
      }
    },

    /** The last app admin cannot delete their account (409), as on the admin Users screen. */
    deleteAccount(userId: string): Promise<void> {
      return accounts.remove(null, userId);
    },

    /** Stores the picture as WebP and returns its URL. */
    async setAvatar(userId: string, upload: Buffer): Promise<string> {
      const image = await normalizeAvatar(upload);
      if (!image) throw httpErrors.unsupportedMediaType(profileMessages.avatarWrongType);
      const hash = pictureHash(userId, image);
      const data = new Uint8Array(image);
      await writeAsUser(db, userId, (tx) =>
        tx.avatar.upsert({
          where: { userId },
          create: { userId, hash, contentType: AVATAR_CONTENT_TYPE, data },
          update: { hash, contentType: AVATAR_CONTENT_TYPE, data },
        }),
      );
      return avatarPath(hash);
    },

    async removeAvatar(userId: string): Promise<void> {
      await writeAsUser(db, userId, (tx) => tx.avatar.deleteMany({ where: { userId } }));
    },
  };
}
