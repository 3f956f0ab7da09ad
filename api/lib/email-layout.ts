import type { Email } from './mailer.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A label and its value; with a link, the value is that link to click (where to meet online). */
export type EmailDetail = [label: string, value: string, link?: string];

export interface EmailParts {
  greeting: string;
  /** One paragraph, or several. */
  body: string | string[];
  /** Label/value lines shown as a small table (what, when, who…). */
  details?: EmailDetail[];
  action?: { label: string; url: string };
  footnote: string;
  /** The layout's own words in the recipient's language (ADR 030); English when left out. */
  words?: { orPaste: string; signature: string };
}

const ENGLISH_WORDS = { orPaste: 'Or paste this link into your browser:', signature: '— Kairos' };

/** One layout for every email Kairos sends: a greeting, paragraphs, details, an optional button, a footnote. */
export function composeEmail(to: string, subject: string, parts: EmailParts): Email {
  const { greeting, action, footnote } = parts;
  const words = parts.words ?? ENGLISH_WORDS;
  const body = typeof parts.body === 'string' ? [parts.body] : parts.body;
  const details = parts.details ?? [];
  const text = [
    greeting,
    '',
    ...body.flatMap((p) => [p, '']),
    ...(details.length
      ? [
          ...details.map(([label, value, link]) => `${label}: ${value}${link && link !== value ? ` (${link})` : ''}`),
          '',
        ]
      : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footnote,
    '',
    words.signature,
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#111827;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(words.orPaste)}<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const table = details.length
    ? `<table style="border-collapse:collapse;margin:16px 0">${details
        .map(
          ([label, value, link]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;white-space:pre-line">${link ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f9fafb;padding:24px;color:#111827">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">
<p>${escapeHtml(greeting)}</p>${body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${table}${button}<p style="color:#6b7280;font-size:13px">${escapeHtml(footnote)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}
