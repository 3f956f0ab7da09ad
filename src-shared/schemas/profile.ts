import * as z from 'zod/mini';
import { LocaleSchema } from '../i18n/locales.ts';
import { multiLine, oneLine } from '../text.ts';
import { UsernameSchema } from '../username.ts';

export const NAME_MAX_LENGTH = 100;
export const ABOUT_MAX_LENGTH = 1000;
/** Largest picture accepted for upload (docs/product.md#profile-picture). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const profileMessages = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: `Names must be at most ${NAME_MAX_LENGTH} characters.`,
  aboutTooLong: `About must be at most ${ABOUT_MAX_LENGTH} characters.`,
  avatarWrongType: 'The picture must be a PNG, JPEG or WebP image.',
  avatarTooLarge: 'The picture must be at most 2 MB.',
  avatarMissing: 'Choose a picture to upload.',
  /** The profile's switch for dynamic group links (issue 29). */
  allowDynamicBooking: 'Allow dynamic group booking',
  allowDynamicBookingHint:
    'When on, a link that joins your username with others’ by ‘+’ can book a meeting with all of you.',
  dynamicBookingSaved: 'Dynamic group booking setting saved',
  dynamicBookingFailed: 'The setting could not be saved.',
  avatarUnreadable: 'The upload could not be read. Send one picture as multipart/form-data.',
} as const;

/** The signed-in user's own profile (GET/PUT /api/profile). */
export const ProfileSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.nullable(z.string()),
  about: z.string(),
  /** Absolute path on the server (`/api/public/avatars/…`); changes whenever the picture does. */
  avatar_url: z.nullable(z.string()),
  /** Whether `/{you}+{other}` links may book a meeting with you (issue 29); off by default. */
  allow_dynamic_booking: z.boolean(),
  /** The language of the signed-in app and of the host's own emails (ADR 030). */
  locale: LocaleSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PUT /api/profile. An empty username removes it (and with it the public page). */
export const UpdateProfileSchema = z.object({
  first_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, profileMessages.firstNameRequired),
      z.maxLength(NAME_MAX_LENGTH, profileMessages.nameTooLong),
      oneLine(),
    ),
  last_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, profileMessages.lastNameRequired),
      z.maxLength(NAME_MAX_LENGTH, profileMessages.nameTooLong),
      oneLine(),
    ),
  username: z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    z.null(),
    UsernameSchema,
  ]),
  about: z.string().check(z.trim(), z.maxLength(ABOUT_MAX_LENGTH, profileMessages.aboutTooLong), multiLine()),
  /** Left out: unchanged. */
  allow_dynamic_booking: z.optional(z.boolean()),
  locale: z.optional(LocaleSchema),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;
export type UpdateProfile = z.output<typeof UpdateProfileSchema>;

export const AvatarResponseSchema = z.object({ avatar_url: z.nullable(z.string()) });
export type AvatarResponse = z.infer<typeof AvatarResponseSchema>;
