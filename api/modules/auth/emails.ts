import { composeEmail as compose } from '../../lib/email-layout.ts';
import type { Email } from '../../lib/mailer.ts';

export function verificationEmail(to: string, firstName: string, url: string): Email {
  return compose(to, 'Verify your email address', {
    greeting: `Hi ${firstName},`,
    body: 'Welcome to Kairos! Please confirm that this is your email address.',
    action: { label: 'Verify email', url },
    footnote: 'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
  });
}

export function alreadyRegisteredEmail(to: string, firstName: string, loginUrl: string, resetUrl: string): Email {
  return compose(to, 'Someone tried to register with your email', {
    greeting: `Hi ${firstName},`,
    body: `Someone (perhaps you) tried to create a Kairos account with this email address, but you already have one. You can sign in at ${loginUrl}, or reset your password if you have forgotten it.`,
    action: { label: 'Reset password', url: resetUrl },
    footnote: 'If this was not you, you can ignore this email; your account has not been changed.',
  });
}

export function passwordResetEmail(to: string, firstName: string, url: string): Email {
  return compose(to, 'Reset your password', {
    greeting: `Hi ${firstName},`,
    body: 'We received a request to reset the password of your Kairos account.',
    action: { label: 'Reset password', url },
    footnote: 'This link expires in 1 hour and works once. If you did not ask for it, you can ignore this email.',
  });
}
