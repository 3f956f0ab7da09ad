import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSubscription, subscriptionUrl } from '../../api/modules/calendars/providers/subscription/fetch.ts';
import { type OutboundPolicy, RemoteCalendarError } from '../../api/modules/calendars/remote/types.ts';
import { SUBSCRIPTION_MAX_BYTES } from '#shared/schemas/calendars.ts';
import { type Loopback, httpServer, httpsServer, opensslMissing, selfSignedCert } from '../helpers/loopback-servers.ts';
import { rejection } from '../helpers/rejection.ts';

// iCal subscriptions against a loopback HTTP server that speaks the real protocol: ETag and
// Last-Modified with 304, a 20 MB answer, an HTML page, a hang.
const noOpenssl = opensslMissing();
if (noOpenssl) console.warn(`[subscriptions] skipping the webcal-over-TLS test: ${noOpenssl}`);

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//t//EN',
  'BEGIN:VEVENT',
  'UID:a',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20261110T120000Z',
  'DTEND:20261110T130000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const ETAG = '"v1"';
const LAST_MODIFIED = 'Tue, 10 Nov 2026 08:00:00 GMT';
const policy: OutboundPolicy = { allowPrivate: true, timeoutMs: 5000 };

const failure = (promise: Promise<unknown>) => rejection(promise, RemoteCalendarError);

describe('calendar subscriptions', () => {
  let server: Loopback;
  /** Bytes of the 20 MB answer the server got to write before the client dropped it. */
  let bigWritten = 0;
  let bigDone: Promise<void>;

  beforeAll(async () => {
    let finishBig: () => void = () => {};
    bigDone = new Promise((resolve) => (finishBig = resolve));
    server = await httpServer((req, res) => {
      if (req.url === '/cal.ics') {
        if (req.headers['if-none-match'] === ETAG) return res.writeHead(304, { etag: ETAG }).end();
        return res
          .writeHead(200, { 'content-type': 'text/calendar', etag: ETAG, 'last-modified': LAST_MODIFIED })
          .end(ICS);
      }
      if (req.url === '/dated.ics') {
        if (req.headers['if-modified-since'] === LAST_MODIFIED) return res.writeHead(304).end();
        return res.writeHead(200, { 'content-type': 'text/calendar', 'last-modified': LAST_MODIFIED }).end(ICS);
      }
      if (req.url === '/big.ics') {
        // 20 MB, chunked (no Content-Length): only counting the stream can stop it.
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.write('BEGIN:VCALENDAR\r\n');
        const line = Buffer.from(`X-FILLER:${'x'.repeat(1014)}\r\n`);
        const total = 20 * 1024 * 1024;
        const write = () => {
          while (bigWritten < total) {
            if (res.destroyed) return finishBig();
            bigWritten += line.length;
            if (!res.write(line)) return res.once('drain', write);
          }
          res.end();
          finishBig();
        };
        res.on('close', finishBig);
        return write();
      }
      if (req.url === '/html')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>Calendar</h1>');
      if (req.url === '/missing.ics') return res.writeHead(404).end();
      if (req.url === '/broken.ics') return res.writeHead(503).end();
      if (req.url === '/hang.ics') return; // never answers
      res.writeHead(500).end();
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads the calendar and its validators, then honours 304 with If-None-Match', async () => {
    const first = await fetchSubscription(`${server.url}/cal.ics`, null, policy);
    expect(first).toEqual({ notModified: false, body: ICS, validators: { etag: ETAG, lastModified: LAST_MODIFIED } });
    if (first.notModified) throw new Error('unreachable');
    expect(await fetchSubscription(`${server.url}/cal.ics`, first.validators, policy)).toEqual({ notModified: true });
    expect(server.seen.at(-1)?.headers['if-none-match']).toBe(ETAG);
  });

  it('honours 304 with If-Modified-Since when there is no ETag', async () => {
    const first = await fetchSubscription(`${server.url}/dated.ics`, null, policy);
    if (first.notModified) throw new Error('expected a body');
    expect(first.validators).toEqual({ etag: null, lastModified: LAST_MODIFIED });
    expect(await fetchSubscription(`${server.url}/dated.ics`, first.validators, policy)).toEqual({ notModified: true });
  });

  it('refuses a 20 MB answer with "too-large", having read little past the limit', async () => {
    const error = await failure(fetchSubscription(`${server.url}/big.ics`, null, policy));
    expect(error.code).toBe('too-large');
    await bigDone;
    // What the server wrote before the connection dropped: the limit plus what sockets buffer.
    expect(bigWritten).toBeGreaterThan(SUBSCRIPTION_MAX_BYTES);
    expect(bigWritten).toBeLessThan(SUBSCRIPTION_MAX_BYTES + 4 * 1024 * 1024);
  });

  it('refuses what is not an iCalendar', async () => {
    expect((await failure(fetchSubscription(`${server.url}/html`, null, policy))).code).toBe('not-ical');
  });

  it('names a 404 and a 5xx', async () => {
    expect((await failure(fetchSubscription(`${server.url}/missing.ics`, null, policy))).code).toBe('not-found');
    expect((await failure(fetchSubscription(`${server.url}/broken.ics`, null, policy))).code).toBe('server-error');
  });

  it('gives up on a server that hangs within the time limit', async () => {
    const started = Date.now();
    const error = await failure(fetchSubscription(`${server.url}/hang.ics`, null, { ...policy, timeoutMs: 500 }));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses loopback unless private addresses are allowed', async () => {
    const error = await failure(fetchSubscription(`${server.url}/cal.ics`, null, { ...policy, allowPrivate: false }));
    expect(error.code).toBe('address-not-allowed');
  });

  it('takes webcal:// and webcals:// as https://', async () => {
    expect(subscriptionUrl('webcal://calendar.example.com/a.ics')).toBe('https://calendar.example.com/a.ics');
    expect(subscriptionUrl('WEBCALS://calendar.example.com/a.ics')).toBe('https://calendar.example.com/a.ics');
    expect(subscriptionUrl('calendar.example.com/a.ics')).toBe('https://calendar.example.com/a.ics');
  });

  it.skipIf(noOpenssl !== null)('a webcal:// address is fetched over TLS', async () => {
    const secure = await httpsServer((_req, res) => res.writeHead(200).end(ICS), selfSignedCert());
    try {
      // The loopback certificate is self-signed: the "tls" failure shows the request went over TLS.
      const error = await failure(fetchSubscription(`webcal://127.0.0.1:${secure.port}/a.ics`, null, policy));
      expect(error.code).toBe('tls');
    } finally {
      await secure.close();
    }
  });
});
