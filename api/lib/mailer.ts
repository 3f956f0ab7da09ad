import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { WindowCounter } from './window-counter.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID ('<id@host>'), so a message sent twice (at-least-once delivery) is one to mail clients. */
  messageId?: string;
  /** A calendar invite, sent as the `text/calendar; method=…` part mail clients act on (RFC 6047). */
  icalEvent?: { method: string; filename: string; content: string };
}

/** What became of one email: sent, or held back because its recipient is at MAIL_PER_RECIPIENT_LIMIT. */
export type Delivery = { sent: true } | { sent: false; capped: true; resetInMs: number };

export interface Mailer {
  /**
   * Sends now and resolves when the message is delivered (or written to the outbox): true, or false
   * when the recipient already had MAIL_PER_RECIPIENT_LIMIT emails in the window and it was dropped.
   */
  send(email: Email): Promise<boolean>;
  /**
   * Like `send`, but a capped message is not logged as dropped: the answer says when the recipient's
   * window ends, for a caller that keeps the message and tries again then (the outbox).
   */
  deliver(email: Email): Promise<Delivery>;
  /**
   * Sends in the background, so the answer to the request does not depend on (or reveal, through its
   * timing) whether an email was sent. A function is run in the background too and may decide
   * that there is nothing to send (null). Failures are logged.
   */
  sendLater(email: Email | (() => Promise<Email | null>)): void;
  /** Waits for every background send, then closes the SMTP connection pool (app shutdown). */
  close(): Promise<void>;
}

/** A recipient's counter key: the address normalised and hashed, so no address sits in a store or log. */
export function recipientKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message is written to
 * DATA_DIR/outbox/ as an .eml file, so an install without a mail server still works.
 * Log lines name the file or recipient but never the message body: it carries one-time links.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: FastifyBaseLogger,
  /** Caps what one address receives, whatever kind of email it is (none: no cap). */
  recipients?: WindowCounter,
): Mailer {
  const outbox = join(config.DATA_DIR, 'outbox');
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;

  async function deliver(email: Email): Promise<Delivery> {
    if (recipients) {
      const count = await recipients.take(recipientKey(email.to));
      if (!count.allowed) return { sent: false, capped: true, resetInMs: count.resetInMs };
    }
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...email });
    if (config.SMTP_URL) {
      log.info({ subject: email.subject }, 'email sent over SMTP');
      return { sent: true };
    }
    await mkdir(outbox, { recursive: true, mode: 0o700 });
    // Sortable by time, unique even within one millisecond.
    const file = join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    log.info({ subject: email.subject, file }, `email written to ${file}`);
    return { sent: true };
  }

  async function send(email: Email): Promise<boolean> {
    const delivery = await deliver(email);
    if (!delivery.sent) {
      const recipient = recipientKey(email.to);
      log.warn({ subject: email.subject, recipient }, 'email not sent: the recipient reached the per-recipient limit');
    }
    return delivery.sent;
  }

  return {
    send,
    deliver,
    sendLater(email) {
      const p: Promise<unknown> = (typeof email === 'function' ? email() : Promise.resolve(email))
        .then((message) => (message ? send(message) : false))
        .catch((err: unknown) => log.error({ err }, 'email could not be sent'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    close() {
      // Idempotent: the app closes it on shutdown, and whoever drained it earlier may have too.
      closing ??= (async () => {
        await Promise.all([...pending]);
        transport.close();
        await recipients?.close();
      })();
      return closing;
    },
  };
}
