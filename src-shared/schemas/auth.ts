import * as z from 'zod/mini';
import { oneLine } from '../text.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts';
import { authMessages } from '../messages/auth.ts';

/** Longest email address SMTP allows (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
/** Opaque tokens are 43 base64url characters; anything far longer is not one of ours. */
export const MAX_TOKEN_LENGTH = 256;

/** What the account forms' checks say (a page shows them in the visitor's language, ADR 035). */
export const authFieldMessages = {
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  passwordLetter: 'Password must contain at least one letter.',
  passwordNumber: 'Password must contain at least one number.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooLong: `First name must be at most ${MAX_NAME_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${MAX_NAME_LENGTH} characters`,
  invalidToken: 'Invalid token',
} as const;

/**
 * Emails are compared and stored trimmed and lowercased, so "Ada@X.io " and "ada@x.io" are one account.
 * `words`: the sentences, where a form says them its own way (the booking form's).
 */
export const emailSchema = (
  words: Record<'emailRequired' | 'emailTooLong' | 'emailInvalid', string> = authFieldMessages,
) =>
  z
    .string({ error: words.emailRequired })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, words.emailRequired),
      z.maxLength(MAX_EMAIL_LENGTH, words.emailTooLong),
      oneLine(),
      z.email(words.emailInvalid),
    );
export const EmailSchema = emailSchema();

/** The server's password policy. The register form only shows it as a hint (docs/product.md#validation-rules). */
export const NewPasswordSchema = z
  .string({ error: authFieldMessages.passwordRequired })
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort),
    z.maxLength(MAX_PASSWORD_LENGTH, authFieldMessages.passwordTooLong),
    oneLine(),
    z.regex(/\p{L}/u, authFieldMessages.passwordLetter),
    z.regex(/\p{Nd}/u, authFieldMessages.passwordNumber),
  );

const nameField = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(MAX_NAME_LENGTH, tooLong), oneLine());

const tokenField = (missing: string) =>
  z
    .string({ error: missing })
    .check(z.minLength(1, missing), z.maxLength(MAX_TOKEN_LENGTH, authFieldMessages.invalidToken), oneLine());

export const RegisterBodySchema = z.object({
  first_name: nameField(authFieldMessages.firstNameRequired, authFieldMessages.firstNameTooLong),
  last_name: nameField(authFieldMessages.lastNameRequired, authFieldMessages.lastNameTooLong),
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The register form: all four fields required; the password rules are enforced by the server only. */
export const RegisterFormSchema = z.extend(RegisterBodySchema, {
  email: z.string().check(z.trim(), z.minLength(1, authFieldMessages.emailRequired)),
  password: z.string().check(z.minLength(1, authFieldMessages.passwordRequired)),
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const LoginBodySchema = z.object({
  email: z
    .string({ error: authMessages.loginMissingFields })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, authMessages.loginMissingFields),
      z.maxLength(MAX_EMAIL_LENGTH, authFieldMessages.emailTooLong),
      oneLine(),
    ),
  password: z
    .string({ error: authMessages.loginMissingFields })
    .check(
      z.minLength(1, authMessages.loginMissingFields),
      z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
      oneLine(),
    ),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshTokenBodySchema = z.object({ refreshToken: tokenField('refreshToken is required') });
export type RefreshTokenBody = z.infer<typeof RefreshTokenBodySchema>;

export const LogoutBodySchema = RefreshTokenBodySchema;
export type LogoutBody = RefreshTokenBody;

export const VerifyEmailBodySchema = z.object({ token: tokenField(authMessages.noVerificationToken) });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResendVerificationBodySchema = z.object({ email: EmailSchema });
export type ResendVerificationBody = z.infer<typeof ResendVerificationBodySchema>;

export const ResetPasswordBodySchema = z.object({
  token: tokenField(authMessages.invalidResetToken),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** The reset form (docs/product.md#validation-rules): at least 8 characters, both entries equal. */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: authMessages.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The answers that must not reveal whether an account exists. */
export const authAnswers = {
  registered: 'Thanks for signing up! Please check your email to verify your account.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password.',
  verificationResent: 'If that email belongs to an account that is not verified yet, we have sent it a new link.',
  invalidCredentials: 'Invalid email or password.',
  verifyBeforeLogin: 'Please verify your email address before signing in.',
  accountDisabled: 'This account is disabled.',
  invalidVerificationToken: 'This verification link is invalid or has expired.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  invalidRefreshToken: 'Your session has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  loggedOut: 'Signed out.',
} as const;
