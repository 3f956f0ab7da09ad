import { composeEmail as compose } from '../../lib/email-layout.ts';
import { emailSpeaker } from '../../lib/locale.ts';
import type { Email } from '../../lib/mailer.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How long each emailed link works; its email says so. */
export const VERIFY_EMAIL_TTL_MS = 24 * HOUR_MS;
export const RESET_PASSWORD_TTL_MS = HOUR_MS;

/*
 * Each in `locale`: the account's language, else the one of the page that asked (registering, a new
 * link, a forgotten password), as docs/product.md#languages says.
 */

export function verificationEmail(to: string, firstName: string, url: string, locale: string | null): Email {
  const { t, words } = emailSpeaker(locale);
  return compose(to, t('email.verify.subject'), {
    greeting: t('email.hi', { name: firstName }),
    body: t('email.verify.body'),
    action: { label: t('email.verify.action'), url },
    footnote: t('email.verify.footnote', { hours: VERIFY_EMAIL_TTL_MS / HOUR_MS }),
    words,
  });
}

export function alreadyRegisteredEmail(
  to: string,
  firstName: string,
  urls: { login: string; reset: string },
  locale: string | null,
): Email {
  const { t, words } = emailSpeaker(locale);
  return compose(to, t('email.alreadyRegistered.subject'), {
    greeting: t('email.hi', { name: firstName }),
    body: t('email.alreadyRegistered.body', { loginUrl: urls.login }),
    action: { label: t('email.resetPassword.action'), url: urls.reset },
    footnote: t('email.alreadyRegistered.footnote'),
    words,
  });
}

export function passwordResetEmail(to: string, firstName: string, url: string, locale: string | null): Email {
  const { t, words } = emailSpeaker(locale);
  return compose(to, t('email.resetPassword.subject'), {
    greeting: t('email.hi', { name: firstName }),
    body: t('email.resetPassword.body'),
    action: { label: t('email.resetPassword.action'), url },
    footnote: t('email.resetPassword.footnote', { hours: RESET_PASSWORD_TTL_MS / HOUR_MS }),
    words,
  });
}
