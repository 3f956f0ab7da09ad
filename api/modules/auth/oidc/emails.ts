import { composeEmail } from '../../../lib/email-layout.ts';
import { emailSpeaker } from '../../../lib/locale.ts';
import type { Email } from '../../../lib/mailer.ts';
import { PENDING_TICKET_MS } from './tickets.ts';

/**
 * The code that proves an address is the person's (ADR 053): to link a Google or Microsoft account to
 * the account of that address, or to make an account whose address the provider did not vouch for.
 * The link works only in the browser that started signing in; the code, typed there, anywhere. In
 * `locale`: the account's language, else the one of the page signing in (docs/product.md#languages).
 */
export function signInCodeEmail(
  to: string,
  input: { provider: string; account: string; code: string; url: string; creating: boolean },
  locale: string | null,
): Email {
  const { t, words } = emailSpeaker(locale);
  const names = { provider: input.provider, account: input.account };
  return composeEmail(to, t('email.signInCode.subject', { code: input.code }), {
    greeting: t('email.hiNoName'),
    body: [
      t(input.creating ? 'email.signInCode.create' : 'email.signInCode.link', names),
      t('email.signInCode.enter', { code: input.code }),
    ],
    action: { label: t('email.signInCode.action'), url: input.url },
    footnote: t('email.signInCode.footnote', { minutes: PENDING_TICKET_MS / 60_000 }),
    words,
  });
}
