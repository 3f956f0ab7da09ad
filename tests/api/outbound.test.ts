import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OutboundError,
  type OutboundOptions,
  addressProblem,
  createOutboundFetch,
  isPublicAddress,
} from '../../api/lib/outbound.ts';
import {
  type Loopback,
  type TestCert,
  httpServer,
  httpsServer,
  opensslMissing,
  selfSignedCert,
} from '../helpers/loopback-servers.ts';
import { freePort } from '../helpers/radicale.ts';
import { rejection } from '../helpers/rejection.ts';

// The outbound policy (api/lib/outbound.ts) against real sockets on loopback. Where a test needs a
// "public" first hop, it names 127.0.0.1 in `testing.treatAsPublic` and trusts its test certificate;
// the checks themselves (scheme, literal addresses, the socket's lookup, each redirect) are the
// module's own.
const noOpenssl = opensslMissing();
if (noOpenssl) console.warn(`[outbound] skipping the TLS tests: ${noOpenssl}`);

const base: OutboundOptions = { allowPrivate: true, timeoutMs: 5000, maxBytes: 1024 * 1024 };

const failure = (promise: Promise<unknown>) => rejection(promise, OutboundError);

describe('addresses', () => {
  it('only public unicast addresses count as public', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
  });

  it('refuses http, local names and literal private addresses unless allowed', () => {
    expect(addressProblem('http://example.com/', false)).toBe('scheme');
    expect(addressProblem('https://127.0.0.1/', false)).toBe('private');
    expect(addressProblem('https://[::1]/', false)).toBe('private');
    expect(addressProblem('https://localhost/', false)).toBe('private');
    expect(addressProblem('https://intranet/', false)).toBe('private');
    expect(addressProblem('https://cloud.example.com/', false)).toBeNull();
    expect(addressProblem('http://127.0.0.1/', true)).toBeNull();
    expect(addressProblem('ftp://example.com/', true)).toBe('scheme');
  });
});

describe('the fetch under the policy', () => {
  let plain: Loopback;
  let other: Loopback;
  let hang: Loopback;
  let cert: TestCert | null = null;

  beforeAll(async () => {
    plain = await httpServer((req, res) => {
      if (req.url === '/same') return res.writeHead(302, { location: '/landed' }).end();
      if (req.url === '/elsewhere') return res.writeHead(307, { location: `${other.url}/landed` }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 120);
        let sent = 0;
        const write = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return res.once('drain', write);
          }
          res.end();
        };
        return write();
      }
      if (req.url === '/slow-body') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return void res.write('the start, then nothing');
      }
      if (req.url === '/declared') return res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end();
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.method}`);
    });
    other = await httpServer((_req, res) => res.writeHead(200).end('other'), '127.0.0.2');
    hang = await httpServer(() => {});
    if (!noOpenssl) cert = selfSignedCert();
  });
  afterAll(async () => {
    await Promise.all([plain.close(), other.close(), hang.close()]);
  });

  it('answers like fetch, following a same-origin redirect with the credentials kept', async () => {
    const fetch = createOutboundFetch(base);
    const response = await fetch(`${plain.url}/same`, { headers: { authorization: 'Basic c2VjcmV0' } });
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${plain.url}/landed`);
    expect(await response.text()).toBe('hello GET');
    expect(plain.seen.at(-1)?.headers.authorization).toBe('Basic c2VjcmV0');
  });

  it('never sends credentials to another origin after a redirect', async () => {
    const fetch = createOutboundFetch(base);
    const response = await fetch(`${plain.url}/elsewhere`, {
      method: 'PROPFIND',
      headers: { authorization: 'Basic c2VjcmV0', cookie: 'a=b' },
      body: '<x/>',
    });
    expect(await response.text()).toBe('other');
    const landed = other.seen.at(-1)!;
    expect(landed.method).toBe('PROPFIND');
    expect(landed.headers.authorization).toBeUndefined();
    expect(landed.headers.cookie).toBeUndefined();
  });

  it('stops after 5 redirects', async () => {
    const error = await failure(createOutboundFetch(base)(`${plain.url}/loop`));
    expect(error.code).toBe('redirects');
  });

  it('hands back a redirect as it is when asked to (redirect: manual)', async () => {
    const response = await createOutboundFetch(base)(`${plain.url}/same`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/landed');
  });

  it('refuses an answer past the size cap while it streams, and a declared one before reading it', async () => {
    const fetch = createOutboundFetch(base);
    const response = await fetch(`${plain.url}/big`);
    expect((await failure(response.text())).code).toBe('too-large');
    expect((await failure(fetch(`${plain.url}/declared`))).code).toBe('too-large');
  });

  it('gives up on a server that never answers within the time limit', async () => {
    const started = Date.now();
    const error = await failure(createOutboundFetch({ ...base, timeoutMs: 400 })(`${hang.url}/`));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('the time limit covers the body too', async () => {
    const response = await createOutboundFetch({ ...base, timeoutMs: 400 })(`${plain.url}/slow-body`);
    expect(response.status).toBe(200);
    expect((await failure(response.text())).code).toBe('timeout');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = createOutboundFetch({ ...base, signal: controller.signal })(`${hang.url}/`);
    setTimeout(() => controller.abort(), 50);
    expect((await failure(pending)).code).toBe('timeout');
  });

  it('says unreachable for a closed port', async () => {
    const port = await freePort();
    expect((await failure(createOutboundFetch(base)(`http://127.0.0.1:${port}/`))).code).toBe('unreachable');
  });

  it('refuses loopback, private and plain http when private addresses are not allowed', async () => {
    const fetch = createOutboundFetch({ ...base, allowPrivate: false });
    const before = plain.seen.length;
    expect((await failure(fetch(`${plain.url}/`))).code).toBe('address-not-allowed');
    expect((await failure(fetch(`https://127.0.0.1:${plain.port}/`))).code).toBe('address-not-allowed');
    expect(plain.seen.length).toBe(before);
  });

  it('checks every address a name resolves to, at connection time (the socket’s own lookup)', async () => {
    const fetch = createOutboundFetch({
      ...base,
      allowPrivate: false,
      testing: {
        resolver: async (name) =>
          name === 'mixed.example.test'
            ? [
                { address: '93.184.216.34', family: 4 },
                { address: '127.0.0.1', family: 4 },
              ]
            : [{ address: '127.0.0.1', family: 4 }],
      },
    });
    expect((await failure(fetch(`https://inside.example.test:${plain.port}/`))).code).toBe('address-not-allowed');
    expect((await failure(fetch(`https://mixed.example.test:${plain.port}/`))).code).toBe('address-not-allowed');
  });

  describe.skipIf(noOpenssl !== null)('TLS', () => {
    let secure: Loopback;
    let inside: Loopback;
    beforeAll(async () => {
      inside = await httpsServer((_req, res) => res.writeHead(200).end('inside'), cert!, '127.0.0.2');
      secure = await httpsServer((req, res) => {
        if (req.url === '/to-inside') {
          return res.writeHead(302, { location: `https://inside.example.test:${inside.port}/` }).end();
        }
        res.writeHead(200).end('secure');
      }, cert!);
    });
    afterAll(async () => {
      await Promise.all([secure.close(), inside.close()]);
    });

    it('says tls for a certificate nobody vouches for', async () => {
      expect((await failure(createOutboundFetch(base)(`${secure.url}/`))).code).toBe('tls');
    });

    it('re-checks the address of every redirect hop', async () => {
      const testing = {
        ca: cert!.cert,
        treatAsPublic: ['127.0.0.1'],
        resolver: async () => [{ address: '127.0.0.2', family: 4 }],
      };
      const fetch = createOutboundFetch({ ...base, allowPrivate: false, testing });
      // The first hop is allowed (it stands for a public server)…
      const direct = await fetch(`${secure.url}/`);
      expect(await direct.text()).toBe('secure');
      // …its redirect to a name that resolves to a private address is not followed.
      const error = await failure(fetch(`${secure.url}/to-inside`));
      expect(error.code).toBe('address-not-allowed');
      expect(inside.seen).toHaveLength(0);
      // The same redirect with private addresses allowed lands (the refusal above was the policy).
      const allowed = await createOutboundFetch({ ...base, testing })(`${secure.url}/to-inside`);
      expect(await allowed.text()).toBe('inside');
    });
  });
});
