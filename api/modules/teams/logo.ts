import { AVATAR_CONTENT_TYPE, normalizeAvatar, pictureHash } from '../../lib/avatar-image.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { TEAM_LOGO_MAX_BYTES, teamMessages } from '#shared/schemas/teams.ts';

export interface StoredLogo {
  logoHash: string;
  logoType: string;
  logoData: Uint8Array<ArrayBuffer>;
}

const DATA_URL = /^data:[a-z0-9.+/-]*(;[a-z0-9=.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A team's logo as sent (a data URL or bare base64), checked by its content and re-encoded exactly as a
 * profile picture is (api/lib/avatar-image.ts): what is stored and served is a fresh square WebP.
 */
export async function readLogo(owner: string, sent: string): Promise<StoredLogo> {
  const base64 = sent.replace(DATA_URL, '');
  if (!BASE64.test(base64)) throw httpErrors.badRequest(teamMessages.logoUnreadable);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw httpErrors.badRequest(teamMessages.logoUnreadable);
  if (bytes.length > TEAM_LOGO_MAX_BYTES) throw httpErrors.payloadTooLarge(teamMessages.logoTooLarge);
  const image = await normalizeAvatar(bytes);
  if (!image) throw httpErrors.unsupportedMediaType(teamMessages.logoWrongType);
  return { logoHash: pictureHash(owner, image), logoType: AVATAR_CONTENT_TYPE, logoData: new Uint8Array(image) };
}
