import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { webhookMessages } from '#shared/schemas/webhooks.ts';

/** How long one delivery may take, connection included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer that is read (and the error text kept). */
const MAX_RESPONSE_BYTES = 16 * 1024;

/** Whether an address is a public unicast one: not loopback, private, link-local, CGNAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** Why a URL may not receive webhooks (null: it may), before any DNS: the scheme and a literal address. */
export function urlProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return webhookMessages.urlInvalid;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return webhookMessages.urlHttps;
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : webhookMessages.urlPrivate;
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || !name.includes('.')) return webhookMessages.urlPrivate;
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
 * POSTs the body to the URL. Unless private addresses are allowed, every address the name resolves
 * to is checked at connection time (the lookup the socket really uses), so a name that resolves to
 * a private address, or changes to one after the check, is never connected to. No redirects.
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
        lookup: allowPrivate
          ? undefined
          : (hostname, options, callback) => {
              lookup(hostname, { ...options, all: true }, (err, addresses) => {
                if (err) return callback(err, '', 0);
                const list = addresses as unknown as { address: string; family: number }[];
                const bad = list.find((a) => !isPublicAddress(a.address));
                if (bad || list.length === 0) {
                  return callback(new Error(webhookMessages.urlPrivate), '', 0);
                }
                if ((options as { all?: boolean }).all)
                  return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
                const first = list[0]!;
                callback(null, first.address, first.family);
              });
            },
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
    request.on('error', (err) => resolve(done(false, null, err.message)));
    request.end(body);
  });
}
