import * as z from 'zod/mini';

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
  /**
   * The host's language (their Profile, ADR 030): the app's dates and lang; absent = English. A plain
   * string here, read with `localeOf`: the locale list stays out of the sign-in pages' first load.
   */
  locale: z.optional(z.string()),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
