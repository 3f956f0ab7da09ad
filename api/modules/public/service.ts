import type { Db } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { avatarPath, type PublicProfile } from '#shared/schemas/public.ts';
import { normalizeUsername } from '#shared/username.ts';
import { PUBLIC_EVENT_TYPES_LIMIT } from './contract.ts';

export const userNotFoundMessage = 'No one has this username.';

export interface PublicServiceDeps {
  db: Db;
  reads: Pick<Reads, 'publicProfile' | 'publicVersions'>;
}

/** What anyone may see of a user (docs/product.md#public-page): visible event types only, no email, no ids. */
export function createPublicService({ db, reads }: PublicServiceDeps) {
  return {
    /**
     * The version of everything the user's public page shows (ADR 012): one index read. The owner's id
     * is part of it, so a username that changes hands is read afresh.
     */
    async version(username: string): Promise<string> {
      const versions = await reads.publicVersions(username);
      if (!versions) throw httpErrors.notFound(userNotFoundMessage);
      return `${versions.id}.${versions.publicVersion}.${versions.eventTypesVersion}`;
    },

    async profile(rawUsername: string): Promise<PublicProfile> {
      const user = await reads.publicProfile(normalizeUsername(rawUsername), PUBLIC_EVENT_TYPES_LIMIT);
      if (!user) throw httpErrors.notFound(userNotFoundMessage);
      return {
        username: user.username,
        first_name: user.firstName,
        last_name: user.lastName,
        about: user.about,
        avatar_url: user.avatarHash ? avatarPath(user.avatarHash) : null,
        booking_page_theme: user.bookingPageTheme ?? DEFAULT_PREFERENCES.booking_page_theme,
        brand_color_light: user.brandColorLight ?? DEFAULT_PREFERENCES.brand_color_light,
        brand_color_dark: user.brandColorDark ?? DEFAULT_PREFERENCES.brand_color_dark,
        event_types: user.eventTypes,
      };
    },

    async avatar(hash: string): Promise<{ contentType: string; data: Uint8Array }> {
      const avatar = await db.avatar.findUnique({ where: { hash }, select: { contentType: true, data: true } });
      if (!avatar) throw httpErrors.notFound('No such picture.');
      return avatar;
    },
  };
}
