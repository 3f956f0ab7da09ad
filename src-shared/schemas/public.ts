import * as z from 'zod/mini';
import { oneLine } from '../text.ts';
import { ThemeSchema } from './preferences.ts';

/** What anyone may see of an event type: no id, no visibility flag (hidden ones are never sent). */
export const PublicEventTypeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  duration: z.number().check(z.int()),
});
export type PublicEventType = z.infer<typeof PublicEventTypeSchema>;

/** GET /api/public/:username (docs/product.md#public-page). Deliberately no email and no internal id. */
export const PublicProfileSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  about: z.string(),
  avatar_url: z.nullable(z.string()),
  booking_page_theme: ThemeSchema,
  brand_color_light: z.string(),
  brand_color_dark: z.string(),
  event_types: z.array(PublicEventTypeSchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const PublicUsernameParamsSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(100), oneLine()),
});
export const AvatarParamsSchema = z.object({ hash: z.string().check(z.regex(/^[a-f0-9]{16,64}$/)) });

/** The public path of an avatar picture; its hash changes whenever the picture does. */
export function avatarPath(hash: string): string {
  return `/api/public/avatars/${hash}`;
}
