import { composeEmail } from '../../../lib/email-layout.ts';
import type { Email } from '../../../lib/mailer.ts';

/**
 * The code that proves an address is the person's (ADR 053): to link a Google or Microsoft account to
 * the account of that address, or to make an account whose address the provider did not vouch for.
 * The link works only in the browser that started signing in; the code, typed there, anywhere.
 */
export function signInCodeEmail(
  to: string,
  input: { provider: string; account: string; code: string; url: string; creating: boolean },
): Email {
  const what = input.creating
    ? `create a Kairos account for this address with the ${input.provider} account ${input.account}`
    : `link the ${input.provider} account ${input.account} to your Kairos account`;
  return composeEmail(to, `Your Kairos code: ${input.code}`, {
    greeting: 'Hi,',
    body: [
      `Someone (hopefully you) is signing in to Kairos and asked to ${what}.`,
      `To finish, enter this code where you started signing in: ${input.code}`,
    ],
    action: { label: 'Finish signing in', url: input.url },
    footnote:
      'The code works for 30 minutes, and the link only in the browser where you started. If this was not you, ignore this email: nothing changes without the code. Never share it.',
  });
}
