import * as z from 'zod/mini';
import { LocaleSchema } from '../i18n/locales.ts';

export const RoleSchema = z.enum(['user', 'company_admin', 'app_admin']);
export type Role = z.infer<typeof RoleSchema>;

/** The access token's payload: what the sidebar and the session need, nothing secret. */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.nullable(z.string()),
  role: RoleSchema,
  email_verified: z.boolean(),
  /** The host's language (their Profile, ADR 030): the app's dates and lang; absent = English. */
  locale: z.optional(LocaleSchema),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
