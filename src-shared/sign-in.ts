/**
 * Signing in with Google or Microsoft (issue 42, ADR 053): the providers and the sentences, with no
 * schema, so the sign-in page that shows the buttons does not carry the flow's schemas.
 */

export const SIGN_IN_PROVIDERS = ['google', 'microsoft'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];
export const SIGN_IN_PROVIDER_NAMES: Record<SignInProvider, string> = { google: 'Google', microsoft: 'Microsoft' };
/** The calendar app a new account is offered to connect (the same OAuth client, ADR 048). */
export const SIGN_IN_CALENDAR_APP: Record<SignInProvider, 'google-calendar' | 'microsoft-365'> = {
  google: 'google-calendar',
  microsoft: 'microsoft-365',
};

/** The digits of the code emailed to prove an address. */
export const SIGN_IN_CODE_LENGTH = 8;
/** Wrong passwords or codes a pending sign-in takes before it ends. */
export const SIGN_IN_MAX_ATTEMPTS = 5;

export const signInMessages = {
  notConfigured: 'Signing in with this provider is not set up on this server.',
  stateRefused: 'This sign-in was not started here or has expired. Please try again.',
  denied: 'You cancelled signing in.',
  failed: 'Signing in did not work. Please try again.',
  noEmail: 'Your account did not share an email address with Kairos.',
  /** authAnswers.accountDisabled's sentence (schemas/auth.ts, not imported: it brings the schemas). */
  disabled: 'This account is disabled.',
  ticketInvalid: 'This sign-in has expired. Please try again.',
  wrongCode: 'That code is not right. Check the email and try again.',
  tooManyTries: 'Too many wrong tries. Please start signing in again.',
  codeSent: 'We have emailed you a code.',
  alreadyLinkedElsewhere: 'This account is already linked to another Kairos account.',
  lastMethod: 'This is your only way to sign in. Set a password or link another account first.',
  methodNotFound: 'This sign-in method was not found.',
  passwordSet: 'Your password has been saved.',
  currentPasswordWrong: 'Your current password is not right.',
  currentPasswordRequired: 'Enter your current password.',
} as const;

/** The reasons a sign-in's redirect back failed, as `/sign-in/continue#error=` names them. */
export const SIGN_IN_ERRORS = ['state', 'denied', 'failed', 'no-email', 'disabled', 'taken', 'not-configured'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];
export function signInErrorText(error: string): string {
  switch (error) {
    case 'state':
      return signInMessages.stateRefused;
    case 'denied':
      return signInMessages.denied;
    case 'no-email':
      return signInMessages.noEmail;
    case 'disabled':
      return signInMessages.disabled;
    case 'taken':
      return signInMessages.alreadyLinkedElsewhere;
    case 'not-configured':
      return signInMessages.notConfigured;
    default:
      return signInMessages.failed;
  }
}
