import type { Email } from '../../lib/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One layout for every account email: a greeting, a paragraph, an optional button, a footnote. */
function compose(
  to: string,
  subject: string,
  parts: { greeting: string; body: string; action?: { label: string; url: string }; footnote: string },
): Email {
  const { greeting, body, action, footnote } = parts;
  const text = [
    greeting,
    '',
    body,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    footnote,
    '',
    '— Kairos',
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#111827;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:13px">Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f9fafb;padding:24px;color:#111827">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${button}<p style="color:#6b7280;font-size:13px">${escapeHtml(footnote)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

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
