import { messages } from '../../messages.ts';
import { signInMessages } from '../../sign-in.ts';

/** The words of signing in with Google or Microsoft after the provider's page (ADR 053), in English. */
export const signInTexts = {
  'signIn.providers.or': 'or',
  'signIn.providers.continueWith': 'Continue with {provider}',
  'signIn.providers.opening': 'Opening {provider}...',
  'signIn.continue.tabTitle': 'Signing in',
  'signIn.continue.title': 'Signing in',
  'signIn.continue.working': 'Signing you in...',
  'signIn.link.title': 'You already have an account',
  'signIn.link.subtitle':
    'Kairos has an account for {email}. To sign in with {provider} from now on, show that it is yours: enter its password, or get a code by email.',
  'signIn.link.password': 'Password of your Kairos account',
  'signIn.link.submit': 'Add {provider} and sign in',
  'signIn.link.emailInstead': 'Email me a code instead',
  'signIn.confirm.title': 'Confirm your email',
  'signIn.confirm.subtitle': 'We sent a code to {email}. Enter it to finish signing in with {provider}.',
  'signIn.confirm.code': 'Code from the email',
  'signIn.confirm.submit': 'Confirm and sign in',
  'signIn.confirm.resend': 'Send a new code',
  'signIn.confirm.otherBrowser':
    'This link works only in the browser where you started signing in. Open it there, or type this code where Kairos asks for it:',
  'signIn.welcome.tabTitle': 'Welcome',
  'signIn.welcome.title': 'Welcome to Kairos',
  'signIn.welcome.subtitle':
    'Connect {calendar} so that people can only book times when you are free, and bookings land in your calendar.',
  'signIn.welcome.connect': 'Connect {calendar}',
  'signIn.welcome.skip': 'Not now',
  'signIn.failed': signInMessages.failed,
  'signIn.error': messages.error,
} as const satisfies Record<string, string>;
