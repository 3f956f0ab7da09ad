import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { AddressNotAllowedError, addressProblem, policyLookup } from '../../lib/address-policy.ts';
import { webhookMessages } from '#shared/schemas/webhooks.ts';

/** How long one delivery may take, connection included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer that is read (and the error text kept). */
const MAX_RESPONSE_BYTES = 16 * 1024;

/** Why a URL may not receive webhooks (null: it may), before any DNS: the scheme and a literal address. */
export function urlProblem(text: string, allowPrivate: boolean): string | null {
  const problem = addressProblem(text, { allowPrivate });
  if (problem === 'invalid') return webhookMessages.urlInvalid;
  if (problem === 'scheme') return webhookMessages.urlHttps;
  if (problem === 'private') return webhookMessages.urlPrivate;
  return null;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`: a receiver checks both and refuses old `t`. */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface DeliveryResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs the body to the URL. Every address the name resolves to is checked at connection time (the
 * lookup the socket really uses), so a name that resolves to a private address (unless those are
 * allowed) or a metadata one, or changes to one after the check, is never connected to. No redirects.
 */
export function deliver(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<DeliveryResult> {
  const started = Date.now();
  const done = (ok: boolean, statusCode: number | null, error: string | null): DeliveryResult => ({
    ok,
    statusCode,
    error,
    durationMs: Date.now() - started,
  });
  const problem = urlProblem(url, allowPrivate);
  if (problem) return Promise.resolve(done(false, null, problem));
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Kairos-Webhooks/1', ...headers },
        timeout: WEBHOOK_TIMEOUT_MS,
        lookup: policyLookup({ allowPrivate }, target.protocol === 'http:'),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_RESPONSE_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, 200);
          resolve(done(ok, status, ok ? null : `HTTP ${status}${text ? `: ${text}` : ''}`));
        });
        response.on('error', (err) => resolve(done(false, response.statusCode ?? null, err.message)));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`)));
    request.on('error', (err) =>
      resolve(done(false, null, err instanceof AddressNotAllowedError ? webhookMessages.urlPrivate : err.message)),
    );
    request.end(body);
  });
}
