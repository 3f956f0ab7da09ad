import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../constants.ts';
import { oneLine } from '../text.ts';
import { NewPasswordSchema } from './auth.ts';
import { SIGN_IN_PROVIDERS, type SignInProvider, signInMessages } from '../sign-in.ts';

/**
 * Signing in with Google or Microsoft (issue 42, ADR 053): the providers, the flow's requests and
 * answers, and the linked sign-in methods of Settings → Security.
 */

const secret = z.string().check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/));

export const SignInProviderParamsSchema = z.object({ provider: z.enum(SIGN_IN_PROVIDERS) });

export const SignInProvidersSchema = z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) });
export type SignInProviders = z.infer<typeof SignInProvidersSchema>;

/**
 * Starting: `intent` says which page's button it was. The desktop app sends the port of its loopback
 * listener and a key of its own (the web's is a cookie) that the completion must carry again.
 */
export const SignInStartBodySchema = z.object({
  intent: z.enum(['sign-in', 'sign-up']),
  loopbackPort: z.optional(z.int().check(z.minimum(1024), z.maximum(65535))),
  deviceKey: z.optional(secret),
});
export type SignInStartBody = z.infer<typeof SignInStartBodySchema>;

/** A signed-in person adding Google or Microsoft (from the desktop app: its port and key). */
export const SignInLinkBodySchema = z.nullish(
  z.object({
    loopbackPort: z.optional(z.int().check(z.minimum(1024), z.maximum(65535))),
    deviceKey: z.optional(secret),
  }),
);
export type SignInLinkBody = z.infer<typeof SignInLinkBodySchema>;

export const SignInAuthorizeSchema = z.object({ authorizeUrl: z.string() });

const param = z.optional(z.string().check(z.maxLength(4096), oneLine()));
/** The provider's redirect to the web callback. */
export const SignInCallbackQuerySchema = z.object({
  code: param,
  state: param,
  error: param,
  error_description: param,
  scope: param,
  authuser: param,
  prompt: param,
  session_state: param,
  iss: param,
  hd: param,
});

/** The desktop app hands over what its loopback listener received, with its key. */
export const SignInDesktopCallbackBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(4096), oneLine()),
  state: z.string().check(z.minLength(1), z.maxLength(512), oneLine()),
  deviceKey: secret,
});

export const SignInTicketBodySchema = z.object({ ticket: secret });

/**
 * Where a sign-in with a provider stands:
 * - `signed-in`: a session (`isNew`: the account was just made, the page offers the calendar);
 * - `linked`: a signed-in person added the method;
 * - `link`: an account has this address; its password, or a code emailed to it, must prove it is theirs;
 * - `confirm`: a new account whose address the provider did not vouch for: a code was emailed to it.
 */
export const SignInOutcomeSchema = z.union([
  z.object({
    status: z.literal('signed-in'),
    provider: z.enum(SIGN_IN_PROVIDERS),
    isNew: z.boolean(),
    accessToken: z.string(),
    refreshToken: z.string(),
  }),
  z.object({ status: z.literal('linked'), provider: z.enum(SIGN_IN_PROVIDERS) }),
  z.object({
    status: z.enum(['link', 'confirm']),
    provider: z.enum(SIGN_IN_PROVIDERS),
    email: z.string(),
    pending: z.string(),
    codeSent: z.boolean(),
  }),
]);
export type SignInOutcome = z.infer<typeof SignInOutcomeSchema>;

export const SignInPendingBodySchema = z.object({ pending: secret });
export const SignInPendingPasswordBodySchema = z.object({
  pending: secret,
  password: z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH), oneLine()),
});
export const SignInPendingCodeBodySchema = z.object({
  pending: secret,
  code: z.string().check(z.trim(), z.regex(/^\d{8}$/, signInMessages.wrongCode)),
});
export type SignInPendingCodeBody = z.infer<typeof SignInPendingCodeBodySchema>;

/** Settings → Security. */
export const SignInIdentitySchema = z.object({
  id: z.string(),
  provider: z.enum(SIGN_IN_PROVIDERS),
  email: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type SignInIdentity = z.infer<typeof SignInIdentitySchema>;

export const SignInMethodsSchema = z.object({
  hasPassword: z.boolean(),
  identities: z.array(SignInIdentitySchema),
  /** The providers this server can link (configured by the operator). */
  providers: z.array(z.enum(SIGN_IN_PROVIDERS)),
});
export type SignInMethods = z.infer<typeof SignInMethodsSchema>;

export const SignInMethodParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** Setting a password (none yet), or changing it (the current one then required). */
export const SetPasswordBodySchema = z.object({
  currentPassword: z.optional(z.string().check(z.maxLength(MAX_PASSWORD_LENGTH), oneLine())),
  newPassword: NewPasswordSchema,
});
export type SetPasswordBody = z.infer<typeof SetPasswordBodySchema>;

/**
 * What the desktop app's main process answers its window after a sign-in through the system browser
 * (ADR 053): the tokens went to the OS keychain, so a session says only its access token.
 */
export type DesktopSignInResult =
  | { status: 'signed-in'; provider: SignInProvider; isNew: boolean; accessToken: string }
  | { status: 'linked'; provider: SignInProvider }
  | Extract<SignInOutcome, { pending: string }>
  | { status: 'error'; error: string };
