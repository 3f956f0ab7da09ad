import type { Db } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import { httpErrors } from '../../plugins/errors.ts';
import { DEFAULT_PREFERENCES } from '../../../src-shared/schemas/preferences.ts';
import { avatarPath, type PublicProfile } from '../../../src-shared/schemas/public.ts';
import { normalizeUsername } from '../../../src-shared/username.ts';

/** The public page shows at most this many event types (it is not paginated). */
export const PUBLIC_EVENT_TYPES_LIMIT = 100;
export const userNotFoundMessage = 'No one has this username.';

/** What anyone may see of a user (docs/product.md#public-page): visible event types only, no email, no ids. */
export async function getPublicProfile(reads: Reads, rawUsername: string): Promise<PublicProfile> {
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
}

export async function getAvatar(db: Db, hash: string): Promise<{ contentType: string; data: Uint8Array }> {
  const avatar = await db.avatar.findUnique({ where: { hash }, select: { contentType: true, data: true } });
  if (!avatar) throw httpErrors.notFound('No such picture.');
  return avatar;
}
