import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends now and resolves when the message is delivered (or written to the outbox). */
  send(email: Email): Promise<void>;
  /**
   * Sends in the background, so the answer to the request does not depend on (or reveal, through its
   * timing) whether an email was sent. A function is run in the background too and may decide
   * that there is nothing to send (null). Failures are logged.
   */
  sendLater(email: Email | (() => Promise<Email | null>)): void;
  /** Waits for every background send, then closes the SMTP connection pool (app shutdown). */
  close(): Promise<void>;
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message is written to
 * DATA_DIR/outbox/ as an .eml file, so an install without a mail server still works.
 * Log lines name the file or recipient but never the message body: it carries one-time links.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: FastifyBaseLogger,
): Mailer {
  const outbox = join(config.DATA_DIR, 'outbox');
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(email: Email): Promise<void> {
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...email });
    if (config.SMTP_URL) {
      log.info({ subject: email.subject }, 'email sent over SMTP');
      return;
    }
    await mkdir(outbox, { recursive: true, mode: 0o700 });
    // Sortable by time, unique even within one millisecond.
    const file = join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    log.info({ subject: email.subject, file }, `email written to ${file}`);
  }

  return {
    send,
    sendLater(email) {
      const p = (typeof email === 'function' ? email() : Promise.resolve(email))
        .then((message) => (message ? send(message) : undefined))
        .catch((err: unknown) => log.error({ err }, 'email could not be sent'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
