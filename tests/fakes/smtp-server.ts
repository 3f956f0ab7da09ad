import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The first http(s) link in the plain-text body. */
  link: string | undefined;
  raw: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** A header as a mail client shows it: RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const normalised = part.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Reads the parts of a MIME message that tests look at (enough for what nodemailer writes). */
export function parseEmail(raw: string, envelope?: { from: string; to: string[] }): ReceivedEmail {
  const { headers, body } = splitHead(raw);
  const parts: { type: string; text: string }[] = [];
  const collect = (h: Map<string, string>, b: string) => {
    const type = h.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of b.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const sub = splitHead(chunk.replace(/^\n/, ''));
        collect(sub.headers, sub.body);
      }
      return;
    }
    parts.push({ type: type.toLowerCase(), text: decodeBody(b, h.get('content-transfer-encoding')) });
  };
  collect(headers, body);
  const text = parts.find((p) => p.type.startsWith('text/plain'))?.text ?? '';
  const html = parts.find((p) => p.type.startsWith('text/html'))?.text ?? '';
  return {
    from: envelope?.from ?? headers.get('from') ?? '',
    to: envelope?.to ?? (headers.get('to') ?? '').split(',').map((s) => s.trim()),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    html,
    link: /https?:\/\/[^\s<>"]+/.exec(text)?.[0],
    raw,
  };
}

export interface FakeSmtpServer {
  /** `smtp://127.0.0.1:<port>` for the app's SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  /** Resolves with the first email to `to` (received now or later) that matches, or fails after `timeoutMs`. */
  waitFor(to: string, match?: (email: ReceivedEmail) => boolean, timeoutMs?: number): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push(
          parseEmail(Buffer.concat(chunks).toString('utf8'), {
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((e) => e.to.includes(to) && match(e));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No email to ${to} arrived within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
